import { delay } from 'msw';

/**
 * Network latency. The browser worker answers after a small, realistic, deterministic delay (so
 * loading states are visible and screenshots stable); Node (Vitest, Express) answers at once.
 */
export type DelayMode = 'none' | 'realistic';
let mode: DelayMode = 'none';

export function setDelayMode(m: DelayMode): void {
  mode = m;
}

/** 150–399 ms, fixed per endpoint id. */
export function realisticMs(key: string): number {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return 150 + ((h >>> 0) % 250);
}

export async function networkDelay(request: Request, key: string): Promise<void> {
  if (mode === 'none') return;
  if (new URL(request.url).searchParams.get('__delay') === '0') return;
  await delay(realisticMs(key));
}
