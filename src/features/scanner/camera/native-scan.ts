import { call, hasBridge } from '@/platform/bridge';

/** Hosts answer the bridge's `scan` with the text itself or an object carrying it. */
export function scanTextOf(answer: unknown): string | null {
  if (typeof answer === 'string') return answer.trim() ? answer : null;
  if (answer && typeof answer === 'object') {
    for (const key of ['text', 'result', 'data', 'content', 'code']) {
      const v = (answer as Record<string, unknown>)[key];
      if (typeof v === 'string' && v.trim()) return v;
    }
  }
  return null;
}

export const nativeScanAvailable = (): boolean => hasBridge();

/** Asks the native app to scan (for webviews without getUserMedia). Resolves null when the user cancelled. */
export async function nativeScan(): Promise<string | null> {
  return scanTextOf(await call<unknown>('scan'));
}
