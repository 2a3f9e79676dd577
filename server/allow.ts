import { endpoints } from '@contracts/index';

const byPath = new Map<string, string[]>();
for (const e of endpoints) byPath.set(e.path, [...(byPath.get(e.path) ?? []), e.method]);

/** Methods the contracts define for a path (empty: unknown path). GET implies HEAD is not served. */
export function allowedMethods(path: string): string[] {
  return [...(byPath.get(path.replace(/\/+$/, '')) ?? [])].sort();
}
