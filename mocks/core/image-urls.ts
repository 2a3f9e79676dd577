/**
 * Seeded records point at locally generated SVG pictures, never a CDN. The handler that draws them
 * lives in mocks/core/images.ts and runs in every mock runtime (worker, msw/node, Express).
 */
export type ImageKind = 'goods' | 'banner' | 'avatar' | 'notice' | 'lottery' | 'merchant';

export interface MockImageSettings {
  /** Absolute origin the URLs point at (a real shop's pictures come from a CDN); '' keeps them same-origin. */
  origin: string;
  /**
   * 'jpg' for a server that sends photographs (scripts/bench/lighthouse/stand-in-photos.ts); the mock itself draws SVG.
   */
  ext: 'svg' | 'jpg';
}

const settings: MockImageSettings = { origin: '', ext: 'svg' };

/**
 * For `npm run bench:lighthouse`, which serves photos from a second origin as production does. Call it
 * before the shops are seeded: the seeded records keep the URLs they were made with.
 */
export function configureMockImages(next: Partial<MockImageSettings>): void {
  Object.assign(settings, next);
}

export function mockImage(kind: ImageKind, key: string | number, label?: string): string {
  const q = label ? `?label=${encodeURIComponent(label)}` : '';
  return `${settings.origin}/mock-img/${kind}/${encodeURIComponent(String(key))}.${settings.ext}${q}`;
}
