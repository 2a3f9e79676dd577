import type { Plugin } from 'vite';

/** What the module graph says about one module: its static imports. */
export type ImportGraph = ReadonlyMap<string, readonly string[]>;

const ANTD = /[\\/]node_modules[\\/]antd-mobile[\\/]/;
const APP = /[\\/](?:src|contracts)[\\/]/;

/**
 * The app's modules that load antd-mobile when they are evaluated: they import it, or import (statically) an app
 * module that does. Lazy imports do not count: they load later, if ever.
 */
export function reachingAntd(graph: ImportGraph): Set<string> {
  const reaches = new Set<string>();
  const visiting = new Set<string>();
  const visit = (id: string): boolean => {
    if (reaches.has(id)) return true;
    if (visiting.has(id)) return false;
    visiting.add(id);
    const hit = (graph.get(id) ?? []).some((dep) => ANTD.test(dep) || (APP.test(dep) && visit(dep)));
    if (hit) reaches.add(id);
    return hit;
  };
  for (const id of graph.keys()) if (APP.test(id)) visit(id);
  return reaches;
}

/**
 * Reads the module graph at `buildEnd` for vite.config.ts's chunk groups: the modules the first screens share are
 * split by whether they need antd-mobile, so a first screen that renders none of it (home) does not load it
 * through a shared chunk. Build only; in dev the set stays empty.
 */
export function antdReach() {
  let reaches = new Set<string>();
  const plugin: Plugin = {
    name: 'mall:antd-reach',
    apply: 'build',
    buildEnd() {
      const graph = new Map<string, readonly string[]>();
      for (const id of this.getModuleIds()) graph.set(id, this.getModuleInfo(id)?.importedIds ?? []);
      reaches = reachingAntd(graph);
    },
  };
  return { plugin, needsAntd: (id: string) => reaches.has(id) };
}
