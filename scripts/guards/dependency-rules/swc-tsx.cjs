/**
 * Preloaded before dependency-cruiser (`node --require`): lets its swc parser read JSX in .tsx files.
 *
 * dependency-cruiser 17 parses every file with one fixed swc option set that never turns on `tsx`, so the
 * first component with JSX aborts the whole run ("Expected '>', got 'ident'"; upstream issue #1081, fixed by
 * PR #1086 in 18.x, which needs Node 22 while CI runs Node 20). Its other parsers need TypeScript's JS
 * compiler API, which TypeScript 7 no longer ships. So we hand swc the missing flag per file: `tsx` for
 * .tsx/.jsx only, since in a .ts file `<T>x` is a type assertion, not JSX.
 * Delete this file (and the --require) when dependency-cruiser 18 runs here.
 */
const swc = require('@swc/core');

const parseFileSync = swc.parseFileSync;
swc.parseFileSync = (file, options) => parseFileSync(file, { ...options, tsx: /\.[jt]sx$/.test(file) });
