/**
 * Guard of scripts/'s layout (issue 41): every file sits in a folder named for its purpose, and docs/scripts.md has
 * a line for it. scripts/ had grown into a drawer of 36 top-level files (Vite plugins beside benches, the QR corpus,
 * guards and the pipeline); this keeps it sorted. Pure, so that its test can feed it fixtures as well as the tree.
 */

/** The folders of scripts/ and what each holds (scripts/README.md says the same in words). */
export const PURPOSE_FOLDERS = ['build', 'bench', 'guards', 'ci', 'generate'] as const;

export interface Entry {
  name: string;
  isDirectory: boolean;
}

/** What breaks the layout at the top of scripts/: a file other than README.md, or a folder that names no purpose. */
export function topLevelBreaches(entries: readonly Entry[]): string[] {
  return entries.flatMap(({ name, isDirectory }) => {
    if (isDirectory) {
      return (PURPOSE_FOLDERS as readonly string[]).includes(name)
        ? []
        : [`scripts/${name}/ is not a purpose folder (${PURPOSE_FOLDERS.join(', ')})`];
    }
    return name === 'README.md' ? [] : [`scripts/${name} sits at the top of scripts/: move it into a purpose folder`];
  });
}

/**
 * Files under scripts/ (paths from the repository root) that docs/scripts.md does not name in backticks. A test goes
 * with its code's line (`x.test.ts` beside `x.ts`); a test with no code of its own needs a line.
 */
export function undocumented(files: readonly string[], doc: string): string[] {
  const named = new Set([...doc.matchAll(/`([^`\s]+)`/g)].map((m) => m[1]));
  const all = new Set(files);
  return files.filter((file) => {
    if (file === 'scripts/README.md' || named.has(file)) return false;
    const code = file.replace(/\.test\.(tsx?)$/, '.$1');
    return code === file || !all.has(code) || !named.has(code);
  });
}
