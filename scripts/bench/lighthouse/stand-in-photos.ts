import jpeg from 'jpeg-js';

/**
 * Photographic stand-ins for the bench's banners and covers (`npm run bench:lighthouse`): a real shop's
 * pictures are photos of 30–100 KiB, where the mock's SVGs weigh about 1 KiB, and Lighthouse's LCP depends
 * on the bytes of the largest image. Each picture is drawn from a seed (smooth colour fields, soft blobs and
 * grain, which is what makes a photo compress the way photos do) and encoded with jpeg-js, which comes with
 * Lighthouse. Same kind and key, same bytes.
 */

/** Sizes at the width a 750-px-wide phone screen asks for (the mock's SVGs are smaller). */
export const PHOTO_SIZES: Record<string, [number, number]> = {
  banner: [750, 320],
  goods: [750, 750],
  notice: [750, 400],
  lottery: [750, 400],
  avatar: [200, 200],
  merchant: [200, 200],
};

/** Mulberry32: a small seeded generator, so a picture never depends on Math.random. */
export function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function hashKey(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

/**
 * Grain and texture strength for a 750×320 banner: enough that it lands in 30–100 KiB at quality 80 (checked by
 * the unit test). Larger pictures get less per pixel, as a product shot on a plain backdrop has.
 */
const GRAIN = 34;
const TEXTURE = 18;
const BANNER_PIXELS = 750 * 320;

export function drawPhoto(width: number, height: number, seed: number, quality = 80): Buffer {
  const rnd = seeded(seed);
  const detail = Math.min(1, BANNER_PIXELS / (width * height));
  const base = [0, 1, 2].map(() => 60 + rnd() * 150);
  const tilt = [0, 1, 2].map(() => (rnd() - 0.5) * 120);
  const blobs = Array.from({ length: 7 }, () => ({
    x: rnd() * width,
    y: rnd() * height,
    r: (0.1 + rnd() * 0.35) * Math.max(width, height),
    c: [0, 1, 2].map(() => (rnd() - 0.5) * 160),
  }));
  const data = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 4;
      const u = x / width;
      const v = y / height;
      // Texture at several scales (fabric, foliage): what keeps a photo's JPEG from collapsing to a gradient.
      const texture = Math.sin(x * 0.21 + Math.sin(y * 0.05) * 3) * Math.cos(y * 0.17 + Math.sin(x * 0.03) * 2);
      for (let ch = 0; ch < 3; ch++) {
        let value = (base[ch] as number) + (tilt[ch] as number) * (u - v);
        for (const b of blobs) {
          const d2 = ((x - b.x) ** 2 + (y - b.y) ** 2) / (b.r * b.r);
          if (d2 < 4) value += (b.c[ch] as number) * Math.exp(-d2);
        }
        value += detail * (texture * TEXTURE + (rnd() - 0.5) * GRAIN);
        data[i + ch] = Math.max(0, Math.min(255, value));
      }
      data[i + 3] = 255;
    }
  }
  return jpeg.encode({ data, width, height }, quality).data;
}

/**
 * Pictures per kind. A record's picture is one of these, chosen by its key: drawing one costs 0.2–0.7 s of the
 * process that also answers the page's requests, so they are all drawn before the first measured load.
 */
export const VARIANTS = 4;
const cache = new Map<string, Buffer>();

function variant(kind: string, n: number): Buffer {
  const id = `${kind}#${n}`;
  let photo = cache.get(id);
  if (!photo) {
    const [w, h] = PHOTO_SIZES[kind] ?? [400, 400];
    photo = drawPhoto(w, h, hashKey(id));
    cache.set(id, photo);
  }
  return photo;
}

/** The picture of one record: the same key always gets the same bytes. */
export function photoFor(kind: string, key: string): Buffer {
  return variant(kind, hashKey(`${kind}/${key}`) % VARIANTS);
}

/** Draws every picture now, before the servers answer a page. */
export function drawAllPhotos(): void {
  for (const kind of Object.keys(PHOTO_SIZES)) for (let n = 0; n < VARIANTS; n++) variant(kind, n);
}
