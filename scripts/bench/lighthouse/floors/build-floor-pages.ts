/**
 * `npm run bench:floors [-- NAME ...]` — builds the reference pages of `scripts/bench/lighthouse/floors/` (one
 * floor.html, an entry per floor; the list and what each contains is scripts/bench/lighthouse/floors/floors.ts) into
 * `.lighthouse/floors/NAME` (git-ignored), each as its own production build; all of them without a NAME.
 * `npm run bench:lighthouse` measures one of them (`--floor=stack` by default) in the same run as the app, under the
 * same conditions: what the libraries alone score on this machine, the floor under the app's own figures.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { FLOORS } from './floors';

/** The app's static shell, taken from index.html so that the floor paints exactly what the app paints. */
function appShell(): Plugin {
  const app = readFileSync('index.html', 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(app)?.[0];
  const shell = /<div class="boot"[\s\S]*?<\/div>\s*(?=<div id="boot-failed")/.exec(app)?.[0];
  if (!style || !shell) throw new Error('index.html has no static shell (<style> and div.boot) to copy');
  return {
    name: 'floor:app-shell',
    transformIndexHtml: (html) =>
      html.replace('</head>', `${style}\n</head>`).replace('<div id="root"></div>', `<div id="root"></div>${shell}`),
  };
}

/** Points floor.html's script at the floor's entry before Vite reads the page's modules. */
function floorEntry(page: string): Plugin {
  return {
    name: 'floor:entry',
    transformIndexHtml: { order: 'pre', handler: (html) => html.replace('./FLOOR.tsx', `./${page}.tsx`) },
  };
}

const root = path.resolve('scripts/bench/lighthouse/floors');
const wanted = process.argv.slice(2);
const unknown = wanted.filter((n) => !FLOORS.some((f) => f.name === n));
if (unknown.length) {
  console.error(`unknown floor ${unknown.join(', ')}; floors: ${FLOORS.map((f) => f.name).join(', ')}`);
  process.exit(2);
}
const floors = wanted.length ? FLOORS.filter((f) => wanted.includes(f.name)) : FLOORS;
for (const { name, page, shell } of floors) {
  const outDir = path.resolve('.lighthouse/floors', name);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), floorEntry(page), ...(shell ? [appShell()] : [])],
    build: { outDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { input: path.join(root, 'floor.html') } },
  });
  // The Express mock serves index.html for every route.
  renameSync(path.join(outDir, 'floor.html'), path.join(outDir, 'index.html'));
  console.log(`built ${path.relative(process.cwd(), outDir)}`);
}
