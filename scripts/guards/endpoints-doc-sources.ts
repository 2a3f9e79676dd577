/**
 * What scripts/guards/endpoints-doc.ts reads from the code: every source file's imports, its top-level declarations
 * and what each of them names, parsed with swc (syntax only: TypeScript 7 ships no JS compiler API, and no type check
 * is needed). Files are found by walking the folders, never listed by hand, so a file that moves is found
 * where it now is.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { parseSync } from '@swc/core';

export interface Decl {
  exported: boolean;
  /** Identifiers named inside it. */
  names: Set<string>;
  /** `x.y` member reads whose object is a plain identifier (`assetsEndpoints.tokenPage`). */
  members: Set<string>;
  /** `action: 'withdraw'` and the like: string values given to a property, by property name. */
  props: Set<string>;
  /** Files it imports dynamically (`await import('./account-calls')`, a lazy component). */
  dynamic: Set<string>;
  /** A function (declared, or an arrow or function expression), not data. */
  fn: boolean;
  /** Its strings; a template's with `X` for each substitution (`/goods/${id}` → `/goods/X`). */
  strings: Set<string>;
  /**
   * The regular expressions it asserts a page's URL by (`expect(page).toHaveURL(/\/goods\//)`, `waitForURL`): a
   * journey that reaches a page by tapping names the page only so.
   */
  urlPatterns: RegExp[];
}

export interface Source {
  /** Path from the repository root, with forward slashes. */
  file: string;
  text: string;
  /** Local name → the imported file (repository path, or the package name) and the name it has there. */
  imports: Map<string, { from: string; name: string }>;
  decls: Map<string, Decl>;
  /** `export { a as b } from './x'` (name `a`, as `b`) and `export * from './y'` (name and as `*`). */
  reexports: { from: string; name: string; as: string }[];
  /** What the file's statements other than declarations name (top-level calls: a spec's tests). */
  loose: Decl;
  /** Every file it imports dynamically, anywhere in it. */
  dynamic: Set<string>;
  /** Calls of `implement(x.y, …)`: the endpoint's member read and everything the call names. */
  implementCalls: { endpoint: string; decl: Decl }[];
}

const ALIASES: [string, string][] = [
  ['@/', 'src/'],
  ['@contracts/', 'contracts/'],
  ['@mocks/', 'mocks/'],
  ['@server/', 'server/'],
];
const CODE = /\.(ts|tsx)$/;
const SKIP = new Set(['node_modules', 'dist', 'test-results', 'playwright-report', 'storybook-static']);

/** Every .ts/.tsx file under `dir` (repository paths). */
export function codeFiles(root: string, dir: string): string[] {
  const out: string[] = [];
  const walk = (rel: string) => {
    const abs = path.join(root, rel);
    if (!existsSync(abs)) return;
    for (const name of readdirSync(abs).sort()) {
      if (SKIP.has(name)) continue;
      const child = `${rel}/${name}`;
      if (statSync(path.join(root, child)).isDirectory()) walk(child);
      else if (CODE.test(name) && !name.endsWith('.d.ts')) out.push(child);
    }
  };
  walk(dir);
  return out;
}

/** The repository file an import specifier names, or the specifier itself for a package. */
export function resolveImport(root: string, from: string, spec: string): string {
  let base: string | undefined;
  if (spec.startsWith('.')) base = path.posix.normalize(path.posix.join(path.posix.dirname(from), spec));
  for (const [alias, dir] of ALIASES) if (spec.startsWith(alias)) base = dir + spec.slice(alias.length);
  if (base === undefined) return spec;
  const withoutExt = base.replace(/\.(ts|tsx|js)$/, '');
  for (const candidate of [base, `${withoutExt}.ts`, `${withoutExt}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (CODE.test(candidate) && existsSync(path.join(root, candidate))) return candidate;
  }
  return base;
}

function emptyDecl(exported: boolean): Decl {
  return {
    exported,
    fn: false,
    names: new Set(),
    members: new Set(),
    props: new Set(),
    dynamic: new Set(),
    strings: new Set(),
    urlPatterns: [],
  };
}

/** An swc syntax node, read generically: its `type` and whatever fields that type has. */
type Node = { type?: string; [field: string]: unknown };
const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null;
const textOf = (v: unknown) => (isNode(v) && typeof v.value === 'string' ? v.value : undefined);

/** Playwright's URL assertions and waits, whose argument says which page the journey is on. */
const URL_CHECKS = new Set(['toHaveURL', 'waitForURL']);

/** The pattern of `….toHaveURL(/re/)` or `….waitForURL(/re/)`; undefined for any other call or argument. */
function urlAssertion(callee: unknown, arg: unknown): RegExp | undefined {
  if (!isNode(callee) || callee.type !== 'MemberExpression' || !isNode(arg) || arg.type !== 'RegExpLiteral') return;
  if (!URL_CHECKS.has(textOf(callee.property) ?? '')) return;
  return new RegExp(String(arg.pattern), String(arg.flags ?? ''));
}

/** Fills `decl` with what `node` names (a member's or a key's own name is no reference, unless computed). */
function collect(node: unknown, decl: Decl, onCall?: (call: Node) => void): void {
  if (Array.isArray(node)) {
    for (const child of node) collect(child, decl, onCall);
    return;
  }
  if (!isNode(node)) return;
  switch (node.type) {
    case 'Identifier':
      if (typeof node.value === 'string') decl.names.add(node.value);
      return;
    case 'StringLiteral':
      if (typeof node.value === 'string') decl.strings.add(node.value);
      return;
    case 'TemplateLiteral':
      if (Array.isArray(node.quasis)) decl.strings.add((node.quasis as Node[]).map((q) => q.cooked ?? q.raw).join('X'));
      break;
    case 'MemberExpression': {
      const object = isNode(node.object) && node.object.type === 'Identifier' ? textOf(node.object) : undefined;
      const property = isNode(node.property) && node.property.type === 'Identifier' ? textOf(node.property) : undefined;
      // `?.x` when the object is no plain name: `(await import('./account-calls')).updateNickname`.
      if (property) decl.members.add(`${object ?? '?'}.${property}`);
      collect(node.object, decl, onCall);
      if (isNode(node.property) && node.property.type === 'Computed') collect(node.property, decl, onCall);
      return;
    }
    case 'KeyValueProperty': {
      const key = isNode(node.key) && node.key.type === 'Identifier' ? textOf(node.key) : undefined;
      const text = isNode(node.value) && node.value.type === 'StringLiteral' ? textOf(node.value) : undefined;
      if (key && text !== undefined) decl.props.add(`${key}:${text}`);
      if (isNode(node.key) && node.key.type === 'Computed') collect(node.key, decl, onCall);
      collect(node.value, decl, onCall);
      return;
    }
    case 'CallExpression': {
      const [first] = Array.isArray(node.arguments) ? (node.arguments as Node[]) : [];
      const spec =
        isNode(first?.expression) && first.expression.type === 'StringLiteral' ? textOf(first.expression) : '';
      if (isNode(node.callee) && node.callee.type === 'Import' && spec) decl.dynamic.add(spec);
      const urlPattern = urlAssertion(node.callee, first?.expression);
      if (urlPattern) decl.urlPatterns.push(urlPattern);
      onCall?.(node);
      break;
    }
  }
  for (const [field, value] of Object.entries(node)) if (field !== 'span') collect(value, decl, onCall);
}

export function readSource(root: string, file: string): Source {
  const text = readFileSync(path.join(root, file), 'utf8');
  const module = parseSync(text, { syntax: 'typescript', tsx: file.endsWith('.tsx') });
  const source: Source = {
    file,
    text,
    imports: new Map(),
    decls: new Map(),
    reexports: [],
    loose: emptyDecl(false),
    dynamic: new Set(),
    implementCalls: [],
  };
  const onCall = (call: Node) => {
    if (!isNode(call.callee) || call.callee.type !== 'Identifier' || call.callee.value !== 'implement') return;
    const first = Array.isArray(call.arguments) && isNode(call.arguments[0]) ? call.arguments[0].expression : undefined;
    if (!isNode(first) || first.type !== 'MemberExpression') return;
    const decl = emptyDecl(false);
    collect(call.arguments, decl);
    const [endpoint] = decl.members;
    if (endpoint) source.implementCalls.push({ endpoint, decl });
  };
  const { loose } = source;
  const declare = (node: unknown, exported: boolean) => {
    if (!isNode(node)) return;
    if (node.type === 'VariableDeclaration' && Array.isArray(node.declarations)) {
      for (const d of node.declarations as Node[]) {
        const name = isNode(d.id) && d.id.type === 'Identifier' ? textOf(d.id) : undefined;
        const decl = emptyDecl(exported);
        decl.fn = isNode(d.init) && /^(Arrow|Function)/.test(String(d.init.type));
        collect(d.init, decl, onCall);
        if (name) source.decls.set(name, decl);
      }
    } else if (node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      const decl = emptyDecl(exported);
      decl.fn = node.type === 'FunctionDeclaration';
      collect(node, decl, onCall);
      const name = textOf(node.identifier);
      if (name) source.decls.set(name, decl);
    } else {
      collect(node, loose, onCall);
    }
  };
  for (const item of module.body as unknown as Node[]) {
    if (item.type === 'ImportDeclaration') {
      const from = resolveImport(root, file, textOf(item.source) ?? '');
      for (const spec of (item.specifiers ?? []) as Node[]) {
        const local = textOf(spec.local);
        if (!local) continue;
        const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : (textOf(spec.imported) ?? local);
        source.imports.set(local, { from, name });
      }
    } else if (item.type === 'ExportNamedDeclaration' || item.type === 'ExportAllDeclaration') {
      const from = isNode(item.source) ? resolveImport(root, file, textOf(item.source) ?? '') : undefined;
      if (item.type === 'ExportAllDeclaration' && from) source.reexports.push({ from, name: '*', as: '*' });
      for (const spec of (item.specifiers ?? []) as Node[]) {
        const name = textOf(spec.orig);
        if (!name) continue;
        const as = textOf(spec.exported) ?? name;
        if (from) source.reexports.push({ from, name, as });
        else {
          const decl = source.decls.get(name);
          if (decl) decl.exported = true;
        }
      }
    } else if (item.type === 'ExportDeclaration') declare(item.declaration, true);
    else declare(item, false);
  }
  // Specifiers as files, in each declaration and for the whole file.
  for (const decl of [...source.decls.values(), loose]) {
    decl.dynamic = new Set([...decl.dynamic].map((spec) => resolveImport(root, file, spec)));
    for (const f of decl.dynamic) source.dynamic.add(f);
  }
  return source;
}

/**
 * The declarations of one file that `seeds` reach: each seed, then every declaration of the same file that names
 * one already reached (a query's options, then the hook that uses them).
 */
export function reachInFile(source: Source, seeds: Iterable<string>): Set<string> {
  const reached = new Set(seeds);
  let grew = true;
  while (grew) {
    grew = false;
    for (const [name, decl] of source.decls) {
      if (reached.has(name)) continue;
      if ([...reached].some((r) => decl.names.has(r))) {
        reached.add(name);
        grew = true;
      }
    }
  }
  return reached;
}

/** The declarations `names` lead to inside their file: each one, then what it names there, and so on. */
export function reachForward(source: Source, names: Iterable<string>): Set<string> {
  const reached = new Set(names);
  const queue = [...reached];
  for (let name = queue.pop(); name !== undefined; name = queue.pop()) {
    for (const n of source.decls.get(name)?.names ?? []) {
      if (!reached.has(n)) {
        reached.add(n);
        queue.push(n);
      }
    }
  }
  return reached;
}
