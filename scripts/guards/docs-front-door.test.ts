import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is a front door (issue 32): short, an index of docs/ that reaches every page, no dated history (that
// lives in docs/measurements/), and a scripts table that says exactly what package.json holds. These checks keep
// it so. DOCS_ROOT points them at another checkout (e.g. an old README) to see them fail.
const root = process.env.DOCS_ROOT ?? path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(root, file), 'utf8');

const README_LIMIT = 12 * 1024;

/** Every markdown file under docs/, as a path from the repository root. */
function docsPages(dir = 'docs'): string[] {
  return readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return docsPages(rel);
    return e.name.endsWith('.md') ? [rel] : [];
  });
}

/** Local link targets of a markdown file, resolved from the root (a folder link means its README.md). */
function linkedFiles(file: string, markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)]
    .map((m) => (m[1] ?? '').replace(/#.*$/, ''))
    .filter((t) => t !== '' && !/^(https?:|mailto:)/.test(t))
    .map((t) => path.posix.join(path.posix.dirname(file), t))
    .map((t) => (t.endsWith('/') ? `${t}README.md` : t));
}

/** Pages of docs/ reached from README.md, following links through docs pages. */
function reachableDocs(readText: (file: string) => string): Set<string> {
  const seen = new Set<string>();
  const queue = ['README.md'];
  while (queue.length > 0) {
    const file = queue.shift() as string;
    for (const target of linkedFiles(file, readText(file))) {
      if (!target.startsWith('docs/') || !target.endsWith('.md') || seen.has(target)) continue;
      if (!existsSync(path.join(root, target))) continue;
      seen.add(target);
      queue.push(target);
    }
  }
  return seen;
}

/** Dated history: ISO dates and abbreviated or full commit hashes (hex with at least one digit and one letter). */
function datedHistory(markdown: string): string[] {
  const dates = markdown.match(/\b20\d\d-\d\d-\d\d\b/g) ?? [];
  const hashes = (markdown.match(/\b[0-9a-f]{7,40}\b/g) ?? []).filter((h) => /\d/.test(h) && /[a-f]/.test(h));
  return [...dates, ...hashes];
}

/** Script names in the first column of a markdown table written as `npm run X` (several per cell allowed). */
function tableScripts(markdown: string): string[] {
  return markdown
    .split('\n')
    .filter((line) => line.startsWith('| '))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`npm run ([\w:.-]+)`/g)].map((m) => m[1] ?? ''));
}

/** Every script a text asks for with `npm run X`. */
function mentionedScripts(markdown: string): string[] {
  return [...markdown.matchAll(/npm run ([\w:.-]*[\w])/g)].map((m) => m[1] ?? '');
}

/** Folders of the repository a docs path may start with (build output and caches are not checked). */
const REPO_PATH =
  /^(?:src|mocks|server|contracts|stories|e2e|scripts|docs|public|mock-public|\.storybook|\.ci)\/[\w./@-]*$/;

/**
 * Repository paths a text names in backticks (`src/lib/money.ts`, `docs/`), without line suffixes, and leaving out
 * patterns: placeholders and globs (`mocks/domains/<domain>/`, `*.stories.tsx`, `src/**`).
 */
function namedPaths(markdown: string): string[] {
  return [...markdown.matchAll(/`([^`\s]+)`/g)]
    .map((m) => (m[1] ?? '').replace(/:\d+(?::\d+)?$/, ''))
    .filter((p) => !/[<>*{}…$?]/.test(p) && REPO_PATH.test(p));
}

/** Names of the Vitest and Playwright projects, read from their configs. */
function projectNames(configText: string): string[] {
  return [...configText.matchAll(/\bname: '([\w-]+)'/g)].map((m) => m[1] ?? '');
}

const packageScripts = Object.keys(JSON.parse(read('package.json')).scripts as Record<string, string>).sort();

describe('the README is a front door', () => {
  it('is at most 12 KB', () => {
    expect(Buffer.byteLength(read('README.md'))).toBeLessThanOrEqual(README_LIMIT);
  });

  it('reaches every docs page from its index, directly or through a docs page', () => {
    const reached = reachableDocs(read);
    expect(docsPages().filter((p) => !reached.has(p))).toEqual([]);
  });

  it('holds no dated history (dates, commit hashes): that goes to docs/measurements/', () => {
    expect(datedHistory(read('README.md'))).toEqual([]);
  });

  it('docs/scripts.md lists exactly the scripts of package.json', () => {
    expect([...new Set(tableScripts(read('docs/scripts.md')))].sort()).toEqual(packageScripts);
  });

  it('names only paths that exist, in the README and every docs page but the dated measurements', () => {
    const pages = ['README.md', ...docsPages().filter((p) => !p.startsWith('docs/measurements/'))];
    const missing = pages.flatMap((file) =>
      namedPaths(read(file))
        .filter((p) => !existsSync(path.join(root, p)))
        .map((p) => `${file}: ${p}`),
    );
    expect(missing).toEqual([]);
  });

  it('docs/testing.md names every Vitest and Playwright project', () => {
    const testing = read('docs/testing.md');
    const projects = [...projectNames(read('vitest.config.ts')), ...projectNames(read('playwright.config.ts'))];
    expect(projects.length).toBeGreaterThan(4);
    expect(projects.filter((name) => !testing.toLowerCase().includes(`project \`${name}\``))).toEqual([]);
  });

  it('asks only for scripts that exist, in the README and every docs page', () => {
    for (const file of ['README.md', ...docsPages()]) {
      const missing = mentionedScripts(read(file)).filter((s) => !packageScripts.includes(s));
      expect(missing, `${file} names scripts package.json lacks`).toEqual([]);
    }
  });
});

// Positive controls: each check sees a breach when there is one.
describe('the front-door checks see a breach', () => {
  it('finds dates and commit hashes, and leaves plain numbers and words alone', () => {
    expect(datedHistory('measured 2026-11-25 at commit d63ce5f and 4d7004a')).toEqual([
      '2026-11-25',
      'd63ce5f',
      '4d7004a',
    ]);
    expect(datedHistory('1085 s, 1234567 bytes, a decade of facade')).toEqual([]);
  });

  it('reads script names from a table and sees one missing', () => {
    const table = '| script | what |\n|---|---|\n| `npm run start`, `npm run dev` | x |\n| `npm run budget` | y |\n';
    expect(tableScripts(table)).toEqual(['start', 'dev', 'budget']);
    expect(tableScripts(table).sort()).not.toEqual(packageScripts);
    expect(mentionedScripts('run `npm run nope` then `npm run budget -- --x`.')).toEqual(['nope', 'budget']);
  });

  it('reads repository paths from backticks and leaves patterns, commands and build output alone', () => {
    const text =
      'See `src/lib/money.ts:12`, `docs/` and `src/gone.ts`; not `mocks/domains/<d>/`, `*.stories.tsx`, `npm run x`, `dist/index.html`.';
    expect(namedPaths(text)).toEqual(['src/lib/money.ts', 'docs/', 'src/gone.ts']);
    expect(namedPaths(text).filter((p) => !existsSync(path.join(root, p)))).toEqual(['src/gone.ts']);
  });

  it('reads project names from a config', () => {
    expect(projectNames("projects: [{ name: 'unit' }, { test: { name: 'unit-mock' } }]")).toEqual([
      'unit',
      'unit-mock',
    ]);
  });

  it('reports a docs page no link reaches', () => {
    const reached = reachableDocs((file) => (file === 'README.md' ? '[a](docs/architecture.md)' : ''));
    expect(reached.has('docs/architecture.md')).toBe(true);
    expect(docsPages().filter((p) => !reached.has(p)).length).toBeGreaterThan(0);
  });
});
