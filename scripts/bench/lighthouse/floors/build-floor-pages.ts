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
import { fillBootTexts, readLocaleTexts } from '../../../build/boot-texts';
import { inlineBoot, PLACEHOLDER } from '../../../build/inline-boot';
import { FLOORS } from './floors';

/** The app's static shell, taken from index.html so that the floor paints exactly what the app paints. */
function appShell(): Plugin {
  const app = readFileSync('index.html', 'utf8');
  // The element on a line of its own: index.html's comment above it names a <style> too (read from there, the copy's
  // first rule, body's margin, was lost).
  const style = /^\s*<style>\n[\s\S]*?<\/style>/m.exec(app)?.[0];
  const raw = /<div class="boot"[\s\S]*?<\/div>\s*(?=<div id="boot-failed")/.exec(app)?.[0];
  if (!style || !raw) throw new Error('index.html has no static shell (<style> and div.boot) to copy');
  // With its texts (the login screen's words), as the app's build writes them (scripts/build/boot-texts.ts).
  const shell = fillBootTexts(raw, readLocaleTexts());
  return {
    name: 'floor:app-shell',
    transformIndexHtml: (html) =>
      html.replace('</head>', `${style}\n</head>`).replace('<div id="root"></div>', `<div id="root"></div>${shell}`),
  };
}

/**
 * The app's inline script (the first reads while the HTML parses, the picture they name painted into the shell), as
 * the app's build writes it (scripts/build/inline-boot.ts) for the API on the page's own origin, where the bench
 * serves `/api` for the floors too. Its placeholder goes where index.html has it, at the end of <head>.
 */
function appInlineBoot(): Plugin[] {
  const placeholder: Plugin = {
    name: 'floor:inline-boot-placeholder',
    transformIndexHtml: (html) => html.replace('</head>', '<script data-inline-boot></script>\n</head>'),
  };
  // Without the app's first-screen files: a floor has none of the app's pages.
  return [placeholder, inlineBoot({ mode: 'production', apiBase: '' }, { firstScreens: false })];
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
for (const { name, page, shell, inlineBoot: early } of floors) {
  const outDir = path.resolve('.lighthouse/floors', name);
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    plugins: [react(), floorEntry(page), ...(shell ? [appShell()] : []), ...(early ? appInlineBoot() : [])],
    build: { outDir, emptyOutDir: true, target: 'es2022', rolldownOptions: { input: path.join(root, 'floor.html') } },
  });
  // The Express mock serves index.html for every route.
  const html = path.join(outDir, 'index.html');
  renameSync(path.join(outDir, 'floor.html'), html);
  // The inline-boot plugin leaves a page without its placeholder as it was: a floor without the script would measure
  // as the plain shell's.
  if (early && PLACEHOLDER.test(readFileSync(html, 'utf8')))
    throw new Error(`${name}: the app's inline script did not replace its placeholder`);
  console.log(`built ${path.relative(process.cwd(), outDir)}`);
}
