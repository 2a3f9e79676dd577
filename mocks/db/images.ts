/**
 * Seeded records point at locally generated SVG pictures, never a CDN. The handler that draws them
 * lives in mocks/core/images.ts and runs in every mock runtime (worker, msw/node, Express).
 */
export type ImageKind = 'goods' | 'banner' | 'avatar' | 'notice' | 'lottery' | 'merchant';

export function mockImage(kind: ImageKind, key: string | number, label?: string): string {
  const q = label ? `?label=${encodeURIComponent(label)}` : '';
  return `/mock-img/${kind}/${encodeURIComponent(String(key))}.svg${q}`;
}
