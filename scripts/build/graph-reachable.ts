/**
 * Every node reachable from `start` (itself included) by following `next`, added to `into`. Shared by the
 * build's chunk grouping (modules and their static imports) and the budget's first-screen count (chunks).
 */
export function reachable(
  start: string,
  next: (node: string) => Iterable<string> | undefined,
  into = new Set<string>(),
): Set<string> {
  const stack = [start];
  while (stack.length) {
    const node = stack.pop() as string;
    if (into.has(node)) continue;
    into.add(node);
    for (const n of next(node) ?? []) stack.push(n);
  }
  return into;
}
