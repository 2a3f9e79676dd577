/**
 * `npm run bench:floors` — builds the reference pages of `scripts/lighthouse-floors/` (one floor.html, an entry
 * per floor) into `.lighthouse/floors/` (git-ignored), each as its own production build served like the app:
 *   react           React 19 + react-dom rendering a small static page
 *   stack           + react-router, react-query and i18next with every zh text (the app's entry libraries)
 *   stack-ui        + a lazily loaded page with the home screen's antd-mobile components and every zod contract,
 *                   reading a goods page from the mock
 *   stack-ui-shell  stack-ui with the app's static shell (the <style> and the .boot block of index.html)
 * Measure one with `npm run bench:lighthouse -- --dist=.lighthouse/floors/stack`: what the libraries alone
 * score on this machine, the floor under the app's own figures.
 */
import { readFileSync, renameSync } from 'node:fs';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';

/** The app's static shell, taken from index.html so that the floor paints exactly what the app paints. */
function appShell(): Plugin {
  const app = readFileSync('index.html', 'utf8');
  const style = /<style>[\s\S]*?<\/style>/.exec(app)?.[0];
  const shell = /<div class="boot"[\s\S]*?<\/div>\s*(?=<noscript>)/.exec(app)?.[0];
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

const root = path.resolve('scripts/lighthouse-floors');
const floors = [
  { name: 'react', page: 'react' },
  { name: 'stack', page: 'stack' },
  { name: 'stack-ui', page: 'stack-ui' },
  { name: 'stack-ui-shell', page: 'stack-ui', shell: true },
];
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
