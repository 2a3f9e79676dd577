/**
 * Import extraction for the layer checker. A small scanner blanks comments first (strings stay) so a JSDoc
 * example or a commented-out import does not count, while URLs such as 'http://x' inside strings survive.
 */
import { builtinModules } from 'node:module';
import path from 'node:path';

export interface ImportRef {
  specifier: string;
  line: number;
  dynamic: boolean;
}

/** Replaces comments by spaces, keeping newlines so match offsets still map to the right line. */
export function stripComments(src: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  const braces: number[] = []; // brace depth per open `${` inside template literals
  while (i < src.length) {
    const c = src[i] as string;
    const next = src[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (quote === '`' && c === '$' && next === '{') {
        out += '{';
        braces.push(0);
        quote = null;
        i += 2;
        continue;
      }
      if (c === quote || (c === '\n' && quote !== '`')) quote = null;
      i++;
      continue;
    }
    if (c === '/' && next === '/') {
      while (i < src.length && src[i] !== '\n') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && next === '*') {
      const end = src.indexOf('*/', i + 2);
      const stop = end === -1 ? src.length : end + 2;
      out += src.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (braces.length > 0 && c === '{') braces[braces.length - 1]! += 1;
    if (braces.length > 0 && c === '}') {
      if (braces[braces.length - 1] === 0) {
        braces.pop();
        quote = '`';
        out += c;
        i++;
        continue;
      }
      braces[braces.length - 1]! -= 1;
    }
    if (c === '"' || c === "'" || c === '`') quote = c;
    out += c;
    i++;
  }
  return out;
}

const PATTERNS: { re: RegExp; dynamic: boolean }[] = [
  // import x from 'y'; import { a } from 'y'; import type T from 'y'; import 'y'
  { re: /(?<![\w$.])import\s+(?:type\s+)?(?:[\w$*{}\s,]+?\s+from\s*)?(['"])([^'"\n]+)\1/g, dynamic: false },
  // export * from 'y'; export * as n from 'y'; export { a } from 'y'; export type { T } from 'y'
  {
    re: /(?<![\w$.])export\s+(?:type\s+)?(?:\*(?:\s+as\s+[\w$]+)?|\{[^}]*\})\s*from\s*(['"])([^'"\n]+)\1/g,
    dynamic: false,
  },
  // import('y') and await import(`y`) with a literal specifier; computed specifiers cannot be checked statically
  { re: /(?<![\w$.])import\s*\(\s*(['"`])([^'"`$\n]+)\1\s*[,)]/g, dynamic: true },
];

export function extractImports(source: string): ImportRef[] {
  const code = stripComments(source);
  const lineStarts = [0];
  for (let i = 0; i < code.length; i++) if (code[i] === '\n') lineStarts.push(i + 1);
  const lineOf = (offset: number) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if ((lineStarts[mid] as number) <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const refs: ImportRef[] = [];
  for (const { re, dynamic } of PATTERNS) {
    for (const m of code.matchAll(re)) {
      refs.push({ specifier: m[2] as string, line: lineOf(m.index), dynamic });
    }
  }
  return refs.sort((a, b) => a.line - b.line);
}

export type Target =
  | { kind: 'builtin'; name: string }
  | { kind: 'package'; name: string }
  /** Repo-relative POSIX path, extension kept as written. */
  | { kind: 'local'; path: string };

const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@contracts/', 'contracts/'],
  ['@mocks/', 'mocks/'],
  ['@server/', 'server/'],
];
const BUILTINS = new Set(builtinModules);

/** Resolves a specifier seen in `fromFile` (repo-relative POSIX path) the way Vite, tsc and tsx do here. */
export function resolveTarget(fromFile: string, specifier: string): Target {
  const spec = specifier.replace(/[?#].*$/, '');
  for (const [prefix, dir] of ALIASES) {
    if (spec.startsWith(prefix)) return { kind: 'local', path: path.posix.normalize(dir + spec.slice(prefix.length)) };
  }
  if (spec.startsWith('.') || spec.startsWith('/')) {
    const joined = spec.startsWith('/') ? spec.slice(1) : path.posix.join(path.posix.dirname(fromFile), spec);
    return { kind: 'local', path: path.posix.normalize(joined) };
  }
  if (spec.startsWith('node:') || BUILTINS.has(spec) || BUILTINS.has(spec.split('/')[0] as string)) {
    return { kind: 'builtin', name: spec.replace(/^node:/, '') };
  }
  const parts = spec.split('/');
  const name = spec.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] as string);
  return { kind: 'package', name };
}
