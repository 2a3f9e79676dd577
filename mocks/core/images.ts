import { HttpResponse, http } from 'msw';

/**
 * GET /mock-img/:kind/:key.svg?label=… — the seeded data's pictures, drawn here so nothing comes from
 * a CDN. The colours follow a hash of kind/key, so the same record always looks the same.
 */
const SIZES: Record<string, [number, number]> = {
  goods: [600, 600],
  banner: [750, 320],
  avatar: [200, 200],
  notice: [750, 400],
  lottery: [750, 400],
  merchant: [200, 200],
};

/** System fonts only (no web fonts): whichever CJK-capable face the device has. */
const FONTS =
  "'PingFang SC','Hiragino Sans GB','Microsoft YaHei','Noto Sans CJK SC','Noto Sans SC','Source Han Sans SC','WenQuanYi Micro Hei',sans-serif";

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

function escapeXml(s: string): string {
  return s.replace(
    /[<>&'"]/g,
    (c) =>
      ({
        '<': '&lt;',
        '>': '&gt;',
        '&': '&amp;',
        "'": '&apos;',
        '"': '&quot;',
      })[c] ?? c,
  );
}

export function drawSvg(kind: string, key: string, label: string): string {
  const [w, h] = SIZES[kind] ?? [400, 400];
  const seed = hash(`${kind}/${key}`);
  const hue = seed % 360;
  const hue2 = (hue + 40 + ((seed >>> 9) % 80)) % 360;
  const text = [...label].slice(0, 24).join('');
  const size = Math.max(14, Math.min(w, h) / Math.max(4, Math.min(text.length, 12) + 1));
  const shapes = [0, 1, 2]
    .map((i) => {
      const r = ((seed >>> (i * 5)) % Math.round(Math.min(w, h) / 3)) + 20;
      const cx = ((seed >>> (i * 7)) % w) | 0;
      const cy = ((seed >>> (i * 3 + 2)) % h) | 0;
      return `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#fff" fill-opacity="0.${12 + i * 6}"/>`;
    })
    .join('');
  const caption = text
    ? `<text x="50%" y="50%" dominant-baseline="middle" text-anchor="middle" font-family="${escapeXml(FONTS)}" font-size="${size.toFixed(0)}" fill="#fff" font-weight="600">${escapeXml(text)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue},70%,58%)"/><stop offset="1" stop-color="hsl(${hue2},65%,42%)"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${shapes}${caption}</svg>`;
}

export const imageHandlers = [
  http.get('*/mock-img/:kind/:file', ({ params, request }) => {
    const kind = String(params.kind);
    const key = decodeURIComponent(String(params.file)).replace(/\.svg$/, '');
    const label = new URL(request.url).searchParams.get('label') ?? '';
    return new HttpResponse(drawSvg(kind, key, label), {
      headers: {
        'content-type': 'image/svg+xml; charset=utf-8',
        'cache-control': 'public, max-age=86400',
      },
    });
  }),
];
