/**
 * Citations of the backend's behaviour (issue 41): code and docs cite docs/backend/ by anchor
 * (`docs/backend/corrections.md#b4-frozen`), never notes kept outside the repository. `checkCitations` is pure so
 * that its test can feed it fixtures (positive controls) as well as the real tree.
 */
import path from 'node:path';

export const BACKEND_DIR = 'docs/backend';

/** What a bare B-code stands for in a test title or string (docs/backend/README.md lists the same). */
export const B_CODE_ANCHORS: Readonly<Record<string, string>> = {
  B1: 'corrections.md#b1-pending-hash',
  B2: 'corrections.md#b2-tx-hash-pending',
  B3: 'corrections.md#b3-canonical-hash',
  B4: 'corrections.md#b4-frozen',
  B5: 'corrections.md#b5-favorite',
  B6: 'corrections.md#b6-refusal-codes',
  B7: 'corrections.md#b7-pay-type-chains',
  B8: 'corrections.md#b8-no-sale-time',
  B9: 'corrections.md#b9-not-served',
};

export interface SourceFile {
  /** Path from the repository root, `/`-separated. */
  path: string;
  text: string;
}

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/** The explicit anchors (`<a id="…"></a>`) of a docs/backend page. */
export function anchorsOf(markdown: string): Set<string> {
  return new Set([...markdown.matchAll(/<a id="([\w-]+)"><\/a>/g)].map((m) => m[1] ?? ''));
}

/** Citation styles of the notes and spec that lived outside the repository: their section numbers resolve nowhere. */
const OLD_STYLES: readonly [RegExp, string][] = [
  [/real-api-notes/i, 'cites the external backend notes'],
  [/mall-spec/i, 'cites the external spec file'],
  [/\bspec\s*(?:§|\(?section\s*\d)/i, 'cites a spec section by number'],
  [/\bnotes\s+§?\d+(?:\.\d+)*\b/i, 'cites a notes section by number'],
  [/§\s*\d/, 'cites a section by number (§)'],
];

/** Comment-only styles: a rule or serialization quirk of the notes by its number. */
const OLD_IN_COMMENTS: readonly [RegExp, string][] = [
  [/\b[Rr]ules?\s+\d/, 'cites a business rule by number: cite docs/backend/rules.md#rN-… instead'],
  [/\bquirk\s+\d\.\d/, 'cites a serialization quirk by number: cite docs/backend/wire.md instead'],
  [
    /(?:\(|, )[1-9]\.[1-9](?:\.[1-9])?(?=[):])/,
    'cites a notes section by number: cite its docs/backend anchor instead',
  ],
];

/** A B-code written as a citation: not part of a word, a hex string, a URL escape or an anchor. */
const B_CODE = /(?<![\w%#+\-/.])B[1-9](?![\w])/g;

const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;

/**
 * The comment text of a JS/TS file, line by line (code and strings blanked). A small lexer: strings, template
 * literals and both comment forms; regex literals are not recognised, which the real tree shows to be enough.
 */
export function commentText(source: string): string[] {
  const out: string[] = [];
  let line = '';
  let state: 'code' | 'line' | 'block' | "'" | '"' | '`' = 'code';
  for (let i = 0; i < source.length; i++) {
    const c = source[i] as string;
    const next = source[i + 1];
    if (c === '\n') {
      out.push(line);
      line = '';
      if (state === 'line' || state === "'" || state === '"') state = 'code';
      continue;
    }
    if (state === 'code') {
      if (c === '/' && (next === '/' || next === '*')) {
        state = next === '/' ? 'line' : 'block';
        i++;
        line += ' ';
      } else if (c === "'" || c === '"' || c === '`') state = c;
      line += ' ';
    } else if (state === 'line') {
      line += c;
    } else if (state === 'block') {
      if (c === '*' && next === '/') {
        state = 'code';
        i++;
        line += '  ';
      } else line += c;
    } else {
      if (c === '\\') i++;
      else if (c === state) state = 'code';
      line += ' ';
    }
  }
  out.push(line);
  return out;
}

/** Targets `docs/backend/<file>#<anchor>` of a line, plus a markdown file's relative links into docs/backend. */
function citedTargets(file: string, line: string): { target: string; anchor?: string }[] {
  const found: { target: string; anchor?: string }[] = [];
  for (const m of line.matchAll(/(?<![\w/.])docs\/backend\/([\w.-]+\.md)(?:#([\w-]+))?/g)) {
    found.push({ target: `${BACKEND_DIR}/${m[1]}`, anchor: m[2] });
  }
  if (file.endsWith('.md')) {
    for (const m of line.matchAll(/\]\(([^)\s#]*)(?:#([\w-]+))?\)/g)) {
      const link = m[1] ?? '';
      if (/^(?:https?:|mailto:)/.test(link) || (link !== '' && !link.endsWith('.md'))) continue;
      const target = link === '' ? file : path.posix.join(path.posix.dirname(file), link);
      if (target.startsWith(`${BACKEND_DIR}/`)) found.push({ target, anchor: m[2] });
    }
  }
  return found;
}

/**
 * Every problem of `files`: a citation of docs/backend whose file or anchor does not exist, an old-style citation,
 * and a B-code in a comment or doc that is not in anchor form. `backendDocs` maps `docs/backend/<file>.md` to its
 * text. docs/backend's own pages define the B-codes, so only their links are checked.
 */
export function checkCitations(files: readonly SourceFile[], backendDocs: ReadonlyMap<string, string>): Problem[] {
  const anchors = new Map([...backendDocs].map(([f, text]) => [f, anchorsOf(text)]));
  const problems: Problem[] = [];
  for (const { path: file, text } of files) {
    const lines = text.split('\n');
    const comments = CODE_FILE.test(file) ? commentText(text) : file.endsWith('.md') ? lines : [];
    const definesBCodes = file.startsWith(`${BACKEND_DIR}/`);
    lines.forEach((line, i) => {
      const at = (message: string) => problems.push({ file, line: i + 1, message });
      for (const { target, anchor } of citedTargets(file, line)) {
        const known = anchors.get(target);
        if (!known) at(`cites ${target}, which does not exist`);
        else if (anchor !== undefined && !known.has(anchor)) at(`cites ${target}#${anchor}, an anchor it lacks`);
      }
      if (definesBCodes) return;
      for (const [style, message] of OLD_STYLES) if (style.test(line)) at(`${message}: "${line.trim()}"`);
      const comment = comments[i] ?? '';
      for (const [style, message] of OLD_IN_COMMENTS) if (style.test(comment)) at(`${message}: "${line.trim()}"`);
      for (const m of comment.matchAll(B_CODE)) {
        at(`${m[0]} in a comment: cite docs/backend/${B_CODE_ANCHORS[m[0]]} instead`);
      }
    });
  }
  return problems;
}

/** Only text files are read; the lock file's hashes and binary fixtures hold no citations. */
export function isCheckedFile(file: string): boolean {
  if (file === 'package-lock.json' || file.split('/').includes('node_modules') || file.startsWith('dist')) return false;
  return /\.(?:[cm]?[jt]sx?|md|mdx|json|jsonc|ya?ml|html|css|sh)$/.test(file);
}
