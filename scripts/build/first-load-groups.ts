import type { Plugin } from 'vite';
import { reachable } from './graph-reachable.ts';

/** What the module graph says about one module, as much as the grouping needs. */
export interface GraphModule {
  importedIds: readonly string[];
  /** Its `import()`s: pieces it loads when needed (a picker, a popup, an error state). */
  dynamicallyImportedIds?: readonly string[];
  isEntry: boolean;
}

/** Libraries, and the contracts' shared core, which go with zod (vite.config.ts's `data` group); a domain's contracts are ours. */
const LIBRARY = /[\\/]node_modules[\\/]|[\\/]contracts[\\/](?:core|guaranteed)[\\/]/;
const PAGE = /[\\/]src[\\/]pages[\\/](\w+)\.tsx$/;
const NODE_MODULES = /[\\/]node_modules[\\/]/;

function closure(start: string, graph: ReadonlyMap<string, GraphModule>, into?: Set<string>): Set<string> {
  return reachable(start, (id) => graph.get(id)?.importedIds, into);
}

/**
 * Splits the app's own modules, each domain's contracts included (libraries and the contracts' core have their own
 * groups), into these groups:
 * - `boot`: everything the entry imports statically. Shared with lazy routes, each of these modules (storage,
 *   i18n, the bridge, early fetch…) otherwise became a chunk of its own: seven extra requests before the app
 *   could start, on a link where each costs a round trip.
 * - `app-first`: the modules that two or more of the first screens' pages (`firstPages`) import (the API
 *   client, money, lists, load states, headers…), which otherwise came as a dozen sub-kilobyte chunks after
 *   the route's own. What only one of them uses (the home feed, the scan button) stays out, so a first
 *   screen does not download another's code.
 * - `pageOf`: each first page with every module of ours only it (of the first pages) imports, named after
 *   the page: one chunk per first page instead of the page plus the chunks it shares with later pages (the
 *   login page came in nine files). A later page that shares such a module loads that page's chunk.
 * - `firstScreenLibs`: the library modules a first page uses, statically or in the pieces it loads when needed
 *   (its SKU picker, its order popup, its error states), without entering another page: what vite.config.ts puts
 *   into `ui-first` of antd-mobile's components (the rest go to `ui`, which only later pages load). Derived from
 *   the graph, so it cannot keep components no first screen uses any more (the hand-kept list did).
 */
export function groupFirstLoad(graph: ReadonlyMap<string, GraphModule>, firstPages: readonly string[]) {
  const boot = new Set<string>();
  for (const [id, m] of graph) if (m.isEntry) closure(id, graph, boot);
  for (const id of boot) if (LIBRARY.test(id) || graph.get(id)?.isEntry) boot.delete(id);

  const pages = [...graph.keys()].filter((id) => firstPages.includes(PAGE.exec(id)?.[1] ?? ''));
  const usedBy = new Map<string, number>();
  for (const page of pages)
    for (const id of closure(page, graph)) if (id !== page) usedBy.set(id, (usedBy.get(id) ?? 0) + 1);
  const own = (id: string) => !boot.has(id) && !LIBRARY.test(id);
  const appFirst = new Set([...usedBy].filter(([id, n]) => n >= 2 && own(id)).map(([id]) => id));
  const pageOf = new Map<string, string>();
  for (const page of pages) {
    const name = PAGE.exec(page)?.[1] as string;
    pageOf.set(page, name);
    for (const id of closure(page, graph)) if (usedBy.get(id) === 1 && own(id)) pageOf.set(id, name);
  }
  const firstScreenLibs = new Set<string>();
  const otherPage = (id: string) => PAGE.test(id) && !pages.includes(id);
  for (const page of pages) {
    const used = reachable(page, (id) => {
      const m = graph.get(id);
      return [...(m?.importedIds ?? []), ...(m?.dynamicallyImportedIds ?? [])].filter((d) => !otherPage(d));
    });
    for (const id of used) if (NODE_MODULES.test(id)) firstScreenLibs.add(id);
  }
  return { boot, appFirst, pageOf, firstScreenLibs };
}

/**
 * Reads the finished module graph at `buildEnd` (chunking runs after it) so that `vite.config.ts`'s
 * `codeSplitting.groups` can test membership. In dev and tests nothing is chunked and the sets stay empty.
 */
export function firstLoadGroups(firstPages: readonly string[]) {
  let sets: ReturnType<typeof groupFirstLoad> = {
    boot: new Set(),
    appFirst: new Set(),
    pageOf: new Map(),
    firstScreenLibs: new Set(),
  };
  const plugin: Plugin = {
    name: 'mall:first-load-groups',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, GraphModule>();
      for (const id of this.getModuleIds()) {
        const info = this.getModuleInfo(id);
        if (info)
          graph.set(id, {
            importedIds: info.importedIds,
            dynamicallyImportedIds: info.dynamicallyImportedIds,
            isEntry: info.isEntry,
          });
      }
      sets = groupFirstLoad(graph, firstPages);
    },
  };
  return {
    plugin,
    inBoot: (id: string) => sets.boot.has(id),
    inAppFirst: (id: string) => sets.appFirst.has(id),
    inFirstPage: (id: string) => sets.pageOf.has(id),
    /** A library module that a first page uses (statically or in a piece it loads when needed). */
    onFirstScreen: (id: string) => sets.firstScreenLibs.has(id),
    /** The chunk name of a first page's group (`page-HomePage`), for a module `inFirstPage` accepted. */
    firstPageChunk: (id: string) => {
      const page = sets.pageOf.get(id);
      return page ? `page-${page}` : null;
    },
  };
}
