import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const FILE = 'mockServiceWorker.js';

/**
 * The MSW worker script lives in `mock-public/`, not `public/`: everything in `public/` is copied into every build, and
 * a production `dist/` must carry no mock code (scripts/guards/budget/bundle-budget.ts fails if it does). In the mock
 * modes this plugin serves the worker from the dev server and emits it into the build.
 */
export function mockWorker(dir: string): Plugin {
  const path = `${dir.replace(/\/$/, '')}/${FILE}`;
  return {
    name: 'mall:mock-worker',
    configureServer(server) {
      server.middlewares.use((req, res, next) => {
        if (req.url?.split('?')[0] !== `${server.config.base}${FILE}`) return next();
        res.setHeader('Content-Type', 'text/javascript');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(readFileSync(path));
      });
    },
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: FILE, source: readFileSync(path) });
    },
  };
}
