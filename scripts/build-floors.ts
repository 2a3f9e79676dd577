/**
 * `npm run bench:floors` — builds the reference pages of `scripts/lighthouse-floors/` into `.lighthouse/floors/`
 * (git-ignored), each as its own production build served like the app:
 *   react     React 19 + react-dom rendering a small static page
 *   stack     + react-router, react-query and i18next with every zh text (the app's entry libraries)
 *   stack-ui  + a lazily loaded page with the home screen's antd-mobile components and every zod contract,
 *             reading a goods page from the mock
 * Measure one with `npm run bench:lighthouse -- --dist=.lighthouse/floors/stack`: what the libraries alone
 * score on this machine, the floor under the app's own figures. None has the app's static shell.
 */
import { renameSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build } from 'vite';

const root = path.resolve('scripts/lighthouse-floors');
for (const floor of ['react', 'stack', 'stack-ui']) {
  const outDir = path.resolve('.lighthouse/floors', floor);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react()],
    build: {
      outDir,
      emptyOutDir: true,
      target: 'es2022',
      rolldownOptions: { input: path.join(root, `${floor}.html`) },
    },
  });
  // The Express mock serves index.html for every route.
  renameSync(path.join(outDir, `${floor}.html`), path.join(outDir, 'index.html'));
  console.log(`built ${path.relative(process.cwd(), outDir)}`);
}
