/**
 * A seeded corpus of synthetic phone-camera frames for `npm run bench:qr` and its tests. Each frame is
 * what a camera whose picture exactly covers a 390 x 844 CSS px window delivers at DPR 1, 2 or 3
 * (window x DPR pixels): a printed QR code held roughly in the scan frame, drawn through a projective
 * transform with 2x2 supersampling, under one of the kinds below; "empty" frames hold printed clutter
 * but no code (false positives). Same seed, same frames.
 *
 * Placement: most kinds centre the code within +-12 % of the scan frame's centre. `tiny` codes have 1 to 1.33
 * CSS px per module (3 to 4 camera px at DPR 3). `offcentre` codes (sized as `normal`) lie 60-90 % outside the
 * decoded crop, above or below it (the crop spans nearly the whole width), as far as the window allows;
 * `cropped` ones 20-45 % outside it. `photo` frames are
 * real photographs (real-photos.ts) held in the scan frame: the photo's long side is 90-100 % of the frame side.
 */
import QRCode from 'qrcode';
import { decodeRegion, scanFrameRect } from '@/features/scanner/frame/crop';
import type { PixelFrame } from '@/features/scanner/types';
import { loadPhotos, type Photo, resizeGrey } from './real-photos';
import { boxBlur, type Quad, warpQuad } from './warp-and-blur';

export const VIEW = { width: 390, height: 844 } as const;
export const KINDS = [
  'normal',
  'small',
  'tiny',
  'blur',
  'noise',
  'perspective',
  'glare',
  'inverted',
  'offcentre',
  'cropped',
  'photo',
  'empty',
] as const;
export type Kind = (typeof KINDS)[number];

export interface CorpusFrame {
  kind: Kind;
  dpr: number;
  index: number;
  /** The encoded text, or null for a frame without a code. */
  text: string | null;
  frame: PixelFrame;
}

/** mulberry32: small, fast, reproducible. */
export function seeded(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TEXTS = [
  (n: number) => `https://mall.example/goods/${n}`,
  (n: number) => `https://mall.example/#/invite?address=0x${(n * 2654435761).toString(16).padStart(40, '7')}`,
  (n: number) => `https://mall.example/blind-box/${n}?from=poster&ref=${n * 7}`,
  (n: number) => `MALL-ORDER-${n}-${(n * 97).toString(36).toUpperCase()}`,
];

/** Lit scene: a lighting gradient, fine sensor noise and printed clutter (text-like bars). */
function scene(w: number, h: number, dpr: number, rnd: () => number, dark: boolean): Uint8Array {
  const g = new Uint8Array(w * h);
  const base = dark ? 45 : 150 + rnd() * 40;
  const slope = (rnd() - 0.5) * 70;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) g[y * w + x] = base + (slope * (x / w + y / h)) / 2 + (rnd() - 0.5) * 8;
  }
  for (let k = 0; k < 40; k++) {
    const bw = Math.round((8 + rnd() * 60) * dpr);
    const bh = Math.round((2 + rnd() * 5) * dpr);
    const bx = Math.floor(rnd() * (w - bw));
    const by = Math.floor(rnd() * (h - bh));
    const v = dark ? 200 : 40 + rnd() * 60;
    for (let y = by; y < by + bh; y++) g.fill(v, y * w + bx, y * w + bx + bw);
  }
  return g;
}

/** Side of the printed code (quiet zone included) in CSS px, for a symbol of n x n modules. */
function sideCss(kind: Kind, n: number, rnd: () => number): number {
  if (kind === 'small') return 70 + rnd() * 30;
  if (kind === 'tiny') return (n + 8) * (1 + rnd() / 3);
  return 140 + rnd() * 90;
}

/** Centre of the code in CSS px: near the scan frame's centre, or off it for `offcentre` and `cropped`. */
function centreCss(kind: Kind, side: number, rnd: () => number): [number, number] {
  const f = scanFrameRect(VIEW);
  const cx = f.x + f.width / 2 + (rnd() - 0.5) * 0.24 * f.width;
  const centred = f.y + f.height / 2 + (rnd() - 0.5) * 0.24 * f.height;
  if (kind !== 'offcentre' && kind !== 'cropped') return [cx, centred];
  const r = decodeRegion(VIEW);
  const below = rnd() < 0.5;
  // Signed distance of the code's centre beyond the crop's top or bottom edge (negative: inside it).
  const beyond = kind === 'offcentre' ? side * (0.1 + rnd() * 0.4) : -side * (0.05 + rnd() * 0.25);
  const cy = below ? r.y + r.height + beyond : r.y - beyond;
  return [cx, Math.min(VIEW.height - side / 2 - 2, Math.max(side / 2 + 2, cy))];
}

/** The code's corners in device px: placed by kind, rotated, and tilted for "perspective". */
function placement(kind: Kind, dpr: number, n: number, rnd: () => number): Quad {
  const sideC = sideCss(kind, n, rnd);
  const side = sideC * dpr;
  const [ccx, ccy] = centreCss(kind, sideC, rnd);
  const cx = ccx * dpr;
  const cy = ccy * dpr;
  const a = ((rnd() - 0.5) * 40 * Math.PI) / 180;
  const corners: Quad = [
    [-1, -1],
    [1, -1],
    [1, 1],
    [-1, 1],
  ].map(([u, v]) => {
    let x = (u! * side) / 2;
    let y = (v! * side) / 2;
    if (kind === 'perspective') {
      // Tilted away at the top (or a side): the far edge shrinks by 20-35 %.
      const far = 0.2 + rnd() * 0.15;
      if (v! < 0) x *= 1 - far;
      y *= 1 - far / 3;
    }
    return [cx + x * Math.cos(a) - y * Math.sin(a), cy + x * Math.sin(a) + y * Math.cos(a)] as [number, number];
  }) as Quad;
  return corners;
}

function glare(g: Uint8Array, w: number, q: Quad, dpr: number, rnd: () => number) {
  const [x0, y0] = q[Math.floor(rnd() * 4)]!;
  const [x2, y2] = [(q[0][0] + q[2][0]) / 2, (q[0][1] + q[2][1]) / 2];
  const cx = (x0 + x2) / 2;
  const cy = (y0 + y2) / 2;
  const r = (35 + rnd() * 25) * dpr;
  const strength = 0.6 + rnd() * 0.3;
  const h = g.length / w;
  for (let y = Math.max(0, Math.floor(cy - 2 * r)); y < Math.min(h, cy + 2 * r); y++) {
    for (let x = Math.max(0, Math.floor(cx - 2 * r)); x < Math.min(w, cx + 2 * r); x++) {
      const k = strength * Math.exp(-((x - cx) ** 2 + (y - cy) ** 2) / (r * r));
      const i = y * w + x;
      g[i] = g[i]! + (255 - g[i]!) * k;
    }
  }
}

let photos: Photo[] | null = null;
/** The real photographs, loaded once. */
export const corpusPhotos = (): Photo[] => (photos ??= loadPhotos());

/** A photograph held in the scan frame: its long side 90-100 % of the frame's, centred within +-6 %. */
function pastePhoto(g: Uint8Array, w: number, dpr: number, photo: Photo, rnd: () => number) {
  const f = scanFrameRect(VIEW);
  const k = (f.width * dpr * (0.9 + rnd() * 0.1)) / Math.max(photo.frame.width, photo.frame.height);
  const pw = Math.round(photo.frame.width * k);
  const ph = Math.round(photo.frame.height * k);
  const x0 = Math.round((f.x + f.width / 2 + (rnd() - 0.5) * 0.12 * f.width) * dpr - pw / 2);
  const y0 = Math.round((f.y + f.height / 2 + (rnd() - 0.5) * 0.12 * f.height) * dpr - ph / 2);
  const px = resizeGrey(photo.frame, pw, ph);
  for (let y = 0; y < ph; y++) g.set(px.subarray(y * pw, (y + 1) * pw), (y0 + y) * w + x0);
}

export function cameraFrame(kind: Kind, dpr: number, index: number, seed = 18): CorpusFrame {
  const rnd = seeded(seed * 1_000_003 + dpr * 10_007 + KINDS.indexOf(kind) * 101 + index);
  const w = VIEW.width * dpr;
  const h = VIEW.height * dpr;
  const inverted = kind === 'inverted';
  const g = scene(w, h, dpr, rnd, inverted);
  let text: string | null = null;
  if (kind === 'photo') {
    const all = corpusPhotos();
    const photo = all[index % all.length]!;
    text = photo.text;
    pastePhoto(g, w, dpr, photo, rnd);
  } else if (kind !== 'empty') {
    text = TEXTS[index % TEXTS.length]!(1000 + index * 37 + dpr);
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const paper = inverted ? 25 + rnd() * 20 : 205 + rnd() * 40;
    const ink = inverted ? 215 + rnd() * 30 : 15 + rnd() * 45;
    const q = placement(kind, dpr, modules.size, rnd);
    warpQuad(g, w, h, q, modules.size, (r, c) => modules.get(r, c) === 1, paper, ink);
    if (kind === 'glare') glare(g, w, q, dpr, rnd);
  }
  if (kind === 'blur') boxBlur(g, w, h, Math.max(1, Math.round((0.9 + rnd() * 0.6) * dpr)));
  const amp = kind === 'noise' ? 35 + rnd() * 15 : 6;
  const data = new Uint8ClampedArray(w * h * 4);
  for (let i = 0, o = 0; i < g.length; i++, o += 4) {
    const v = g[i]! + (rnd() + rnd() - 1) * amp;
    data[o] = v;
    data[o + 1] = v;
    data[o + 2] = v;
    data[o + 3] = 255;
  }
  return { kind, dpr, index, text, frame: { data, width: w, height: h } };
}

/** Every kind, `perKind` frames each (`photo`: every photograph once), at one DPR, in a fixed interleaved order. */
export function* corpus(dpr: number, perKind: number, seed = 18): Generator<CorpusFrame> {
  const photoCount = corpusPhotos().length;
  for (let i = 0; i < Math.max(perKind, photoCount); i++) {
    for (const kind of KINDS) {
      if (kind === 'photo' ? i < photoCount : i < perKind) yield cameraFrame(kind, dpr, i, seed);
    }
  }
}
