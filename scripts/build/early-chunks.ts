import path from 'node:path';
import type { EarlyChunks } from '../../src/app/boot/early-chunks.ts';
import { needsLaterTexts, ROUTE_TABLE, type RouteEntry } from '../../src/app/routes/route-table.ts';

/**
 * The first screens' own files for index.html's inline script (src/app/boot/early-chunks.ts), read from the bundle
 * the build has just written: for each route the table flags `firstScreen`, the chunk of its page (the module
 * src/app/routes/routes.tsx imports lazily), every chunk that chunk imports statically, their stylesheets and, for a
 * page that awaits the later zh texts (needsLaterTexts), the texts' chunk the same way: what Vite's preload helper
 * then asks for when the router loads the page, less what index.html already loads (the entry's own files).
 */

/** The parts of a bundle's chunk this reads (Rollup's OutputChunk, with Vite's metadata). */
export interface ChunkLike {
  type: 'chunk';
  fileName: string;
  facadeModuleId: string | null;
  isEntry: boolean;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

export type BundleLike = Record<string, ChunkLike | { type: 'asset'; fileName: string }>;

/** The module that holds the zh texts not in the entry (src/lib/i18n.ts imports it lazily). */
export const LATER_TEXTS = 'src/locales/zh-later.ts';

/** A chunk and everything it imports statically, with their stylesheets: file names, the chunk's first. */
function closure(bundle: BundleLike, start: ChunkLike): string[] {
  const out: string[] = [];
  const seen = new Set<string>();
  const visit = (fileName: string) => {
    if (seen.has(fileName)) return;
    seen.add(fileName);
    const chunk = bundle[fileName];
    if (chunk?.type !== 'chunk') return;
    out.push(fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) {
      if (seen.has(css)) continue;
      seen.add(css);
      out.push(css);
    }
    for (const i of chunk.imports) visit(i);
  };
  visit(start.fileName);
  return out;
}

/**
 * The table for index.html's inline script; `root` is the app's folder (module ids are absolute), `base` Vite's
 * public base. Throws if a first screen's page or the later texts have no chunk of their own: the script would
 * otherwise preload nothing for it without a word.
 */
export function earlyChunksOf(
  bundle: BundleLike,
  root: string,
  base = '/',
  routes: readonly RouteEntry[] = ROUTE_TABLE,
): EarlyChunks {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const chunkOf = (file: string) => {
    const id = path.join(root, file);
    const found = chunks.find((c) => c.facadeModuleId === id);
    if (!found) throw new Error(`early-chunks: no chunk of its own for ${file}`);
    return found;
  };
  const entry = new Set(chunks.filter((c) => c.isEntry).flatMap((c) => closure(bundle, c)));
  const later = closure(bundle, chunkOf(LATER_TEXTS));
  const filesOf = (r: RouteEntry) => {
    const own = closure(bundle, chunkOf(`src/pages/${r.page}.tsx`));
    const all = needsLaterTexts(r) ? [...own, ...later] : own;
    return [...new Set(all)].filter((f) => !entry.has(f)).map((f) => `${base}${f}`);
  };
  const login = routes.find((r) => r.meta.name === 'login');
  if (!login) throw new Error('early-chunks: the route table has no login route');
  return {
    // The entry's scripts, as index.html names them: the route's files wait for them (src/app/boot/early-chunks.ts).
    entry: [...entry].filter((f) => f.endsWith('.js')).map((f) => `${base}${f}`),
    routes: routes
      .filter((r) => r.firstScreen)
      .map((r) => ({
        path: r.path,
        files: filesOf(r),
        ...(r.meta.requiresLogin ? { requiresLogin: true as const } : {}),
      })),
    login: filesOf(login),
  };
}
