import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { type Plugin, parseAst } from 'vite';

/** Where each name of antd-mobile's barrel comes from: the module and the name it has there. */
export type BarrelMap = Map<string, { from: string; imported: string }>;

/** The fields of a package.json that say where its ES module entry is. */
export interface PackageEntry {
  name: string;
  module?: string;
  exports?: unknown;
}

/**
 * The ES module entry a package declares: its `exports` map's entry for `.` (a path, or its `import` or `module`
 * condition) where it has one, else its `module` field. antd-mobile 5 has no `exports` and so lists no component on
 * its own: its entry's `export … from` statements are the package's declared list, and the map is read from them.
 */
export function esEntryOf(pkg: PackageEntry): string {
  const exported = pkg.exports as Record<string, unknown> | string | undefined;
  const root = typeof exported === 'object' && exported !== null && '.' in exported ? exported['.'] : exported;
  const conditions = typeof root === 'object' && root !== null ? (root as Record<string, unknown>) : {};
  const candidates = [typeof root === 'string' ? root : undefined, conditions.import, conditions.module, pkg.module];
  const entry = candidates.find((c): c is string => typeof c === 'string');
  if (!entry) throw new Error(`${pkg.name}: its package.json declares no ES module entry`);
  return entry;
}

/**
 * The names an ES entry re-exports (`export { default as Button, useX } from './components/button'`), read with
 * the bundler's own parser (Vite's parseAst) rather than a pattern over the text, each mapped to its module as a
 * package path (`antd-mobile/es/components/button`). `entryDir` is the entry's folder inside the package (`es`).
 * Names the entry declares itself or re-exports with `export *` are not in the map: they stay on the barrel.
 */
export function barrelMap(source: string, pkgName: string, entryDir: string): BarrelMap {
  const map: BarrelMap = new Map();
  for (const node of parseAst(source).body) {
    if (node.type !== 'ExportNamedDeclaration' || !node.source) continue;
    const from = path.posix.join(pkgName, entryDir, String(node.source.value));
    for (const spec of node.specifiers) {
      if (spec.type !== 'ExportSpecifier') continue;
      map.set(nameOf(spec.exported), { from, imported: nameOf(spec.local) });
    }
  }
  return map;
}

/** An export specifier's name: an identifier, or a string literal (`export { x as "a-b" }`). */
function nameOf(node: { type: string; name?: string; value?: unknown }): string {
  return node.type === 'Identifier' ? (node.name as string) : String(node.value);
}

/** antd-mobile's barrel map, from the package.json it ships and the ES entry that file names. */
export function antdMobileBarrel(): BarrelMap {
  const require = createRequire(import.meta.url);
  const pkgJson = require.resolve('antd-mobile/package.json');
  const pkg = JSON.parse(readFileSync(pkgJson, 'utf8')) as PackageEntry;
  const entry = path.posix.normalize(esEntryOf(pkg));
  const source = readFileSync(path.join(path.dirname(pkgJson), entry), 'utf8');
  return barrelMap(source, pkg.name, path.posix.dirname(entry));
}

/**
 * Rewrites `import { Button, Toast as T } from 'antd-mobile'` (in code whose types are already stripped) into
 * one import per component module. Names the map lacks stay on the barrel. Returns null when nothing changed.
 */
export function rewriteImports(code: string, map: BarrelMap): string | null {
  let changed = false;
  const out = code.replace(/import\s*\{([^}]*)\}\s*from\s*(['"])antd-mobile\2;?/g, (whole, names: string) => {
    const lines: string[] = [];
    const left: string[] = [];
    for (const spec of names.split(',')) {
      const trimmed = spec.trim();
      if (!trimmed) continue;
      const [name, local = name] = trimmed.split(/\s+as\s+/) as [string, string?];
      const hit = map.get(name);
      if (!hit) {
        left.push(trimmed);
        continue;
      }
      lines.push(
        hit.imported === 'default'
          ? `import ${local} from '${hit.from}';`
          : `import { ${hit.imported} as ${local} } from '${hit.from}';`,
      );
    }
    if (lines.length === 0) return whole;
    changed = true;
    if (left.length > 0) lines.push(`import { ${left.join(', ')} } from 'antd-mobile';`);
    return lines.join('\n');
  });
  return changed ? out : null;
}

/**
 * antd-mobile marks its barrel (`es/index.js`) as having side effects, and that barrel imports every
 * component the app uses anywhere; so every page's chunk depended on all of them, and the bundler made one
 * shared chunk of ~350 KB (raw) that the home page loaded and evaluated whole. Importing each component
 * from its own module lets each route load only the components it renders. Build only: dev and tests use
 * the barrel as written (same modules, same behaviour). The barrel's global side effect (its CSS variables)
 * is imported by src/main.tsx itself.
 */
export function antdPerComponent(options: { setup?: string } = {}): Plugin {
  const map = antdMobileBarrel();
  const { setup } = options;
  return {
    name: 'mall:antd-per-component',
    apply: 'build',
    transform(code, id) {
      if (id.includes('/node_modules/') || !code.includes('antd-mobile')) return null;
      const out = rewriteImports(code, map);
      if (out === null) return null;
      return { code: setup && !isSetupModule(id, setup) ? withSetup(out, setup) : out, map: null };
    },
  };
}

/**
 * The app's antd-mobile setup (src/app/antd/antd-setup.ts: CSS variables, locale, React 19 render hook) runs before
 * any module that uses antd-mobile: an import of it goes first in each. So no route has to wait for antd-mobile
 * before its first paint just in case one of its components renders, and none can render without the setup.
 */
export function withSetup(code: string, setup: string): string {
  return `import ${JSON.stringify(setup)};\n${code}`;
}

/** The setup and the modules it imports itself (src/app/antd/antd-*.ts) must not import it back. */
function isSetupModule(id: string, setup: string): boolean {
  return path.dirname(id) === path.dirname(setup) && /[\\/]antd-[\w-]+\.tsx?$/.test(id);
}
