import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The README is the front door of a cloned repository: every link in it (and in docs/) must resolve
// inside the clone. A link that leaves the repository (../) is broken for everyone who clones it.
const root = path.resolve(import.meta.dirname, '../..');
// Every page under docs/, subfolders (decisions/, measurements/) included.
const docs = [
  'README.md',
  ...readdirSync(path.join(root, 'docs'), { recursive: true, encoding: 'utf8' }).map((f) => `docs/${f}`),
].filter((f) => f.endsWith('.md'));

function localLinks(markdown: string): string[] {
  const targets = [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((m) => m[1] ?? '');
  return targets.filter((t) => !/^(https?:|mailto:|#)/.test(t)).map((t) => t.replace(/#.*$/, ''));
}

describe('links in the README and docs', () => {
  it.each(docs)('%s links only to files inside the repository', (doc) => {
    const text = readFileSync(path.join(root, doc), 'utf8');
    const links = localLinks(text);
    for (const link of links) {
      const target = path.resolve(path.dirname(path.join(root, doc)), link);
      expect(path.relative(root, target).startsWith('..'), `${doc} -> ${link} leaves the repository`).toBe(false);
      expect(existsSync(target), `${doc} -> ${link} does not exist`).toBe(true);
    }
  });
  it('finds the links it checks (the README links to the docs folder)', () => {
    expect(localLinks(readFileSync(path.join(root, 'README.md'), 'utf8'))).toContain('docs/architecture.md');
  });
});
