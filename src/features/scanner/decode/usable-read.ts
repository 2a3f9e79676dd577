/**
 * An empty or whitespace-only text is never a read, whatever the engine: jsQR answers "" for a symbol
 * whose bytes it cannot decode (invalid UTF-8, some Shift_JIS), and a blank text means nothing to any
 * consumer. Every engine passes its answer through here, so such a frame counts as "no code".
 */
export function usableRead<T extends { text: string }>(code: T | null | undefined): T | null {
  return code && code.text.trim() !== '' ? code : null;
}
