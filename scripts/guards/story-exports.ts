/**
 * Guard of the story files' exports (CSF Next, docs/storybook.md): Storybook's indexer takes a named export of a
 * story file as a story only when it is a `meta.story(...)` call; any other export (`export const Paid = tab(1, 5)`)
 * is skipped without a word, and the story and its checks vanish from the demo and the stories step. Pure, so its
 * test feeds it fixtures as well as the tree.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';

/** Named exports of a story file's source that are not `meta.story(...)` calls: `export const X = …`, by name. */
export function exportsThatAreNoStory(source: string): string[] {
  const names: string[] = [];
  for (const m of source.matchAll(/^export\s+(?:const|let|var|function|class)\s+(\w+)(.*)$/gm)) {
    const [, name = '', rest = ''] = m;
    if (!/^\s*=\s*meta\.story\(/.test(rest)) names.push(name);
  }
  for (const m of source.matchAll(/^export\s*\{([^}]*)\}/gm)) {
    names.push(
      ...(m[1] ?? '')
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    );
  }
  return names;
}

/** Every `*.stories.tsx` under `dirs` (repository paths). */
export function storyFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(root, dir))) {
      const rel = path.posix.join(dir, entry);
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (entry.endsWith('.stories.tsx')) out.push(rel);
    }
  };
  for (const dir of dirs) walk(dir);
  return out.sort();
}

/** `file: Name` for each export of the story files under `dirs` that Storybook would not index. */
export function storylessExports(root: string, dirs = ['src', 'stories']): string[] {
  return storyFiles(root, dirs).flatMap((file) =>
    exportsThatAreNoStory(readFileSync(path.join(root, file), 'utf8')).map((name) => `${file}: ${name}`),
  );
}
