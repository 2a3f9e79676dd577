/**
 * Which picture is a first screen's largest one, read from the raw JSON of its early read: the home page's first
 * banner, the goods page's cover. One definition for index.html's inline script (which paints it before any of
 * the app's code runs: src/app/boot/early-data-html.ts, compiled into the page by scripts/build/inline-boot.ts) and
 * for the app's entry (which asks for it early: src/app/boot/early-data.ts).
 *
 * It must name the picture the app will show, or none: a different one is a visible swap, a second download
 * and a second largest-contentful-paint candidate. The app shows the first item its tolerant reader keeps
 * (contracts/core/read-response.ts: an item missing a guaranteed field, or holding one of the wrong type, is
 * dropped; free text may arrive as JSON and is read as its text). So an item counts here only if that reader
 * keeps it; early-fetch-picture.test.ts holds the two equal on every banner and goods body of the seeded shop and
 * on odd ones. A goods detail the app cannot read at all (its error state) is not checked: the painted cover
 * then leaves with the static shell, nothing takes its place. No import, no zod: this runs in the page before any
 * file has loaded.
 */

type Json = Record<string, unknown>;

const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);
/** Free text as the tolerant reader takes it: a string, or JSON (an object or array) it turns back into text. */
const isText = (v: unknown): boolean => typeof v === 'string' || (typeof v === 'object' && v !== null);
/** A picture to paint: text that is a non-empty string (JSON text would be no URL). */
const picture = (v: unknown): string | null => (typeof v === 'string' && v !== '' ? v : null);

/** SysBannerVO's guaranteed fields (contracts/guaranteed: id, title, cover, target; id an integer). */
const keptBanner = (b: unknown): b is Json =>
  isObject(b) && Number.isInteger(b.id) && isText(b.title) && isText(b.cover) && isText(b.target);

/** The home page's first banner picture, from the banner list's `data`; null when the app shows none to take over. */
export function firstBannerPicture(data: unknown): string | null {
  if (!Array.isArray(data)) return null;
  const first = data.find(keptBanner);
  return first ? picture(first.cover) : null;
}

/** The goods page's cover, from the goods detail's `data`: the first of `spu.images` that the reader keeps. */
export function goodsCoverPicture(data: unknown): string | null {
  const images = isObject(data) && isObject(data.spu) ? data.spu.images : undefined;
  if (!Array.isArray(images)) return null;
  return picture(images.find(isText));
}
