/**
 * Guard of the data layer (issue 32): query keys are spelled only in src/api, by its key factories
 * (`ordersKeys.page(status)`). Anywhere else a literal array as a key, or a key part compared with a string,
 * is a copy kept equal by hand, so this scan reports it. Usage: tsx scripts/guards/query-key-literals.ts [root].
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

export interface LiteralKey {
  file: string;
  line: number;
  text: string;
}

/** The app, its stories and its end-to-end tests. scripts/bench/lighthouse/floors is left out on purpose: its pages
 * measure the bare libraries' floor and must not load the app's data layer. */
export const SCAN_ROOTS = ['src', 'stories', 'e2e', '.storybook'];
/** Where the keys live. */
export const KEY_HOME = 'src/api';
const SOURCE = /\.(m?ts|tsx|m?js|jsx)$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'storybook-static', 'test-results', 'playwright-report']);

/** QueryClient methods and hooks that take a key (or filters with one) as their first argument. */
const KEYED = [
  'invalidateQueries',
  'refetchQueries',
  'removeQueries',
  'resetQueries',
  'cancelQueries',
  'setQueryData',
  'setQueriesData',
  'getQueryData',
  'getQueriesData',
  'getQueryState',
  'ensureQueryData',
  'ensureInfiniteQueryData',
  'fetchQuery',
  'prefetchQuery',
  'fetchInfiniteQuery',
  'prefetchInfiniteQuery',
  'isFetching',
  'isMutating',
  'useIsFetching',
  'useIsMutating',
].join('|');

const PATTERNS: RegExp[] = [
  // `queryKey: ['orders']`, `mutationKey: [...]`, also across a line break.
  /\b(?:queryKey|mutationKey)\s*:\s*\[/g,
  // `qc.setQueryData(['orders', 1], …)`: a key given positionally.
  new RegExp(String.raw`\b(?:${KEYED})\s*(?:<[^>()]*>)?\s*\(\s*\[`, 'g'),
  // `q.queryKey[0] !== 'chain'` (or the literal first): a key's part spelled as a string.
  /\bqueryKey\s*\[\s*\d+\s*\]\s*[!=]==?\s*['"`]/g,
  /['"`]\s*[!=]==?\s*[\w.]*\bqueryKey\s*\[/g,
];

/** The literal keys in one file's text, with their line numbers. */
export function findLiteralKeys(text: string, file = '<snippet>'): LiteralKey[] {
  const found: LiteralKey[] = [];
  for (const pattern of PATTERNS) {
    for (const m of text.matchAll(pattern)) {
      const line = text.slice(0, m.index).split('\n').length;
      found.push({ file, line, text: (text.split('\n')[line - 1] ?? '').trim() });
    }
  }
  return found.sort((a, b) => a.line - b.line);
}

function* walk(root: string, dir: string): Generator<string> {
  let entries: import('node:fs').Dirent[];
  try {
    entries = readdirSync(path.join(root, dir), { withFileTypes: true });
  } catch {
    return;
  }
  for (const e of entries) {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory() && !SKIP_DIRS.has(e.name)) yield* walk(root, rel);
    else if (e.isFile() && SOURCE.test(e.name) && !e.name.endsWith('.d.ts')) yield rel;
  }
}

const inKeyHome = (file: string) => file === KEY_HOME || file.startsWith(`${KEY_HOME}/`);

/** Scans the tree at `root`: the files read (outside src/api) and the literal keys found in them. */
export function scanQueryKeys(root: string): { files: string[]; found: LiteralKey[] } {
  const files = SCAN_ROOTS.flatMap((top) => [...walk(root, top)]).filter((f) => !inKeyHome(f));
  const found = files.flatMap((file) => findLiteralKeys(readFileSync(path.join(root, file), 'utf8'), file));
  return { files, found };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { files, found } = scanQueryKeys(path.resolve(process.argv[2] ?? '.'));
  for (const k of found) console.error(`${k.file}:${k.line} spells a query key: ${k.text}`);
  if (found.length > 0) {
    console.error(`\n${found.length} literal query key(s) outside ${KEY_HOME}; use its key factories.`);
    process.exit(1);
  }
  console.log(`Query keys: ok (${files.length} files outside ${KEY_HOME})`);
}
