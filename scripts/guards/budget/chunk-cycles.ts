import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Import cycles between the built JS chunks. Rolldown's entries-aware chunk groups (vite.config.ts) once
 * produced two chunks that imported each other; the one evaluated first read the other's not yet
 * initialised export and the production app died at boot with "x is not a function" (every e2e journey
 * failed, no unit or story test could see it). `strictExecutionOrder` fixed it; this check keeps it fixed.
 */
const IMPORT = /(?:import|export)\s*(?:[\w*{}\s,$]*from\s*)?["']\.\/([^"']+\.js)["']/g;

export function chunkGraph(files: Record<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [name, text] of Object.entries(files))
    graph.set(
      name,
      [...text.matchAll(IMPORT)].map((m) => m[1] ?? ''),
    );
  return graph;
}

/** Each cycle as `a.js -> b.js -> a.js`. */
export function findCycles(graph: Map<string, string[]>): string[] {
  const cycles: string[] = [];
  const state = new Map<string, 'open' | 'done'>();
  const visit = (node: string, stack: string[]) => {
    state.set(node, 'open');
    stack.push(node);
    for (const dep of graph.get(node) ?? []) {
      if (state.get(dep) === 'open') cycles.push([...stack.slice(stack.indexOf(dep)), dep].join(' -> '));
      else if (!state.has(dep)) visit(dep, stack);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node, []);
  return cycles;
}

export function chunkCycles(assetsDir: string): string[] {
  const files: Record<string, string> = {};
  for (const name of readdirSync(assetsDir).filter((f) => f.endsWith('.js'))) {
    files[name] = readFileSync(path.join(assetsDir, name), 'utf8');
  }
  return findCycles(chunkGraph(files));
}
