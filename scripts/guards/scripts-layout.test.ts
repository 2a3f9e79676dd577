import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { PURPOSE_FOLDERS, topLevelBreaches, undocumented } from './scripts-layout';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SCRIPTS = path.join(ROOT, 'scripts');

const top = readdirSync(SCRIPTS, { withFileTypes: true }).map((e) => ({ name: e.name, isDirectory: e.isDirectory() }));
/** Every file under scripts/, as a path from the repository root. */
const files = readdirSync(SCRIPTS, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile())
  .map((e) => path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join('/'))
  .sort();
const doc = readFileSync(path.join(ROOT, 'docs/scripts.md'), 'utf8');

describe('scripts/ by purpose', () => {
  it('holds only README.md and the purpose folders at its top', () => {
    expect(top.some((e) => e.name === 'README.md')).toBe(true);
    expect(topLevelBreaches(top)).toEqual([]);
  });

  it('has a line in docs/scripts.md for every file', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(undocumented(files, doc)).toEqual([]);
  });

  it('names each purpose folder in scripts/README.md', () => {
    const readme = readFileSync(path.join(SCRIPTS, 'README.md'), 'utf8');
    expect(PURPOSE_FOLDERS.filter((f) => !readme.includes(`\`${f}/\``))).toEqual([]);
  });
});

// Positive controls: the checkers see a breach when there is one.
describe('the layout checks see a breach', () => {
  it('reports a stray file and a folder that names no purpose, not the README or a purpose folder', () => {
    const listing = [
      { name: 'README.md', isDirectory: false },
      { name: 'build', isDirectory: true },
      { name: 'reachable.ts', isDirectory: false },
      { name: 'misc', isDirectory: true },
    ];
    expect(topLevelBreaches(listing)).toEqual([
      'scripts/reachable.ts sits at the top of scripts/: move it into a purpose folder',
      'scripts/misc/ is not a purpose folder (build, bench, guards, ci, generate)',
    ]);
  });

  it('reports a file docs/scripts.md does not name; a test goes with its code', () => {
    const tree = [
      'scripts/README.md',
      'scripts/build/a.ts',
      'scripts/build/a.test.ts',
      'scripts/guards/b.test.ts',
      'scripts/bench/c.ts',
    ];
    expect(undocumented(tree, '| `scripts/build/a.ts` | x |\n| `scripts/guards/b.test.ts` | y |')).toEqual([
      'scripts/bench/c.ts',
    ]);
    expect(undocumented(tree, '| `scripts/bench/c.ts` | z |')).toEqual([
      'scripts/build/a.ts',
      'scripts/build/a.test.ts',
      'scripts/guards/b.test.ts',
    ]);
  });
});
