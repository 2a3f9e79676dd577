import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

/** Where each name of antd-mobile's barrel comes from: the module and the name it has there. */
export type BarrelMap = Map<string, { from: string; imported: string }>;

/**
 * Reads `export { default as Button, useX } from './components/button';` lines of antd-mobile's `es/index.js`
 * into a map (relative paths made package paths). Other lines (its `import './global'`) are not names.
 */
export function parseBarrel(source: string, pkg = 'antd-mobile/es'): BarrelMap {
  const map: BarrelMap = new Map();
  for (const m of source.matchAll(/export\s*\{([^}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g)) {
    const from = path.posix.join(pkg, m[2] as string);
    for (const spec of (m[1] as string).split(',')) {
      const [imported, local = imported] = spec.trim().split(/\s+as\s+/);
      if (imported && local) map.set(local.trim(), { from, imported: imported.trim() });
    }
  }
  return map;
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
  const require = createRequire(import.meta.url);
  const barrel = require.resolve('antd-mobile/es/index.js');
  const map = parseBarrel(readFileSync(barrel, 'utf8'));
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
