/**
 * A plain-text table for a bench's output: the first column left-aligned, the others right-aligned (numbers), two
 * spaces between columns, no trailing blanks.
 */
export function textTable(head: readonly string[], body: readonly (readonly string[])[]): string {
  const widths = head.map((h, i) => Math.max(h.length, ...body.map((b) => (b[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(head), ...body.map(line)].join('\n');
}
