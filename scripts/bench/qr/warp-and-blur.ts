/** Picture operations of the QR corpus (camera-frame-corpus.ts): projective drawing of a code and a box blur. */

export type Quad = [[number, number], [number, number], [number, number], [number, number]];

/** The homography taking the unit square's corners (0,0) (1,0) (1,1) (0,1) to `q` (Heckbert's closed form). */
export function squareToQuad(q: Quad): number[] {
  const [[x0, y0], [x1, y1], [x2, y2], [x3, y3]] = q;
  const dx1 = x1 - x2;
  const dx2 = x3 - x2;
  const dy1 = y1 - y2;
  const dy2 = y3 - y2;
  const sx = x0 - x1 + x2 - x3;
  const sy = y0 - y1 + y2 - y3;
  const den = dx1 * dy2 - dx2 * dy1;
  const g = (sx * dy2 - dx2 * sy) / den;
  const h = (dx1 * sy - sx * dy1) / den;
  return [x1 - x0 + g * x1, x3 - x0 + h * x3, x0, y1 - y0 + g * y1, y3 - y0 + h * y3, y0, g, h, 1];
}

/** Inverse of a 3x3 matrix (row-major). */
export function invert3(m: number[]): number[] {
  const [a, b, c, d, e, f, g, h, i] = m as [number, number, number, number, number, number, number, number, number];
  const A = e * i - f * h;
  const B = -(d * i - f * g);
  const C = d * h - e * g;
  const det = a * A + b * B + c * C;
  return [
    A / det,
    -(b * i - c * h) / det,
    (b * f - c * e) / det,
    B / det,
    (a * i - c * g) / det,
    -(a * f - c * d) / det,
    C / det,
    -(a * h - b * g) / det,
    (a * e - b * d) / det,
  ];
}

/**
 * Draws an n x n module matrix with a 4-module quiet zone into grey image `g` so that its outer corners
 * land on `q`; 2x2 supersampling per pixel gives the soft module edges of a real picture.
 */
export function warpQuad(
  g: Uint8Array,
  w: number,
  h: number,
  q: Quad,
  n: number,
  dark: (r: number, c: number) => boolean,
  paper: number,
  ink: number,
) {
  const inv = invert3(squareToQuad(q));
  const total = n + 8;
  const xs = q.map((p) => p[0]);
  const ys = q.map((p) => p[1]);
  const x0 = Math.max(0, Math.floor(Math.min(...xs)));
  const x1 = Math.min(w - 1, Math.ceil(Math.max(...xs)));
  const y0 = Math.max(0, Math.floor(Math.min(...ys)));
  const y1 = Math.min(h - 1, Math.ceil(Math.max(...ys)));
  for (let y = y0; y <= y1; y++) {
    for (let x = x0; x <= x1; x++) {
      let inside = 0;
      let inked = 0;
      for (const [ox, oy] of [
        [0.25, 0.25],
        [0.75, 0.25],
        [0.25, 0.75],
        [0.75, 0.75],
      ] as const) {
        const px = x + ox;
        const py = y + oy;
        const z = inv[6]! * px + inv[7]! * py + inv[8]!;
        const u = (inv[0]! * px + inv[1]! * py + inv[2]!) / z;
        const v = (inv[3]! * px + inv[4]! * py + inv[5]!) / z;
        if (u < 0 || v < 0 || u >= 1 || v >= 1) continue;
        inside++;
        const c = Math.floor(u * total) - 4;
        const r = Math.floor(v * total) - 4;
        if (r >= 0 && c >= 0 && r < n && c < n && dark(r, c)) inked++;
      }
      if (!inside) continue;
      const i = y * w + x;
      const v = paper + ((ink - paper) * inked) / inside;
      g[i] = (g[i]! * (4 - inside) + v * inside) / 4;
    }
  }
}

/** In-place separable box blur of radius r (running sums: linear in the pixel count). */
export function boxBlur(g: Uint8Array, w: number, h: number, r: number) {
  const tmp = new Float32Array(g.length);
  const span = 2 * r + 1;
  for (let y = 0; y < h; y++) {
    let s = 0;
    const row = y * w;
    for (let x = -r; x <= r; x++) s += g[row + Math.min(w - 1, Math.max(0, x))]!;
    for (let x = 0; x < w; x++) {
      tmp[row + x] = s / span;
      s += g[row + Math.min(w - 1, x + r + 1)]! - g[row + Math.max(0, x - r)]!;
    }
  }
  for (let x = 0; x < w; x++) {
    let s = 0;
    for (let y = -r; y <= r; y++) s += tmp[Math.min(h - 1, Math.max(0, y)) * w + x]!;
    for (let y = 0; y < h; y++) {
      g[y * w + x] = s / span;
      s += tmp[Math.min(h - 1, y + r + 1) * w + x]! - tmp[Math.max(0, y - r) * w + x]!;
    }
  }
}
