/** /rest generation times: `yyyy-MM-dd HH:mm:ss` in China time (UTC+8), as its admin client shows them. */
export function restDateTime(ms: number): string {
  return new Date(ms + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
}
