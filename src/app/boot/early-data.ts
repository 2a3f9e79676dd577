import { type EarlyRequest, fetchEarly } from '@/lib/early-fetch';
import { preloadImage } from '@/lib/preload-image';
import { earlyReads, PICTURE_OF, type PictureBox } from './early-data-reads';

/**
 * Asks for a first screen's largest picture as soon as the answer that names it arrives, so it downloads while
 * the page's code loads and renders (the <img> would ask only once rendered). Only for an answer the entry asked
 * for itself (src/lib/early-fetch.ts): where index.html's inline script sent the read, it paints the picture and
 * this asks for nothing; it matters when that script did not run (a server's stale CSP header blocked it). The
 * picture is the one the app will show (src/lib/early-fetch-picture.ts).
 */
export function preloadPicture(box: PictureBox, json: unknown): void {
  const envelope = json as { code?: unknown; data?: unknown } | null;
  if (envelope?.code !== 0) return;
  const src = PICTURE_OF[box](envelope.data);
  if (src) preloadImage(src);
}

/** The early requests of the route at `pathname` (src/app/boot/early-data-reads.ts), as src/lib/early-fetch.ts sends them. */
export function earlyRequests(pathname: string): EarlyRequest[] {
  return earlyReads(pathname).map(({ path, body, picture }) => ({
    path,
    ...(body === undefined ? {} : { body }),
    ...(picture ? { onAnswer: (json: unknown) => preloadPicture(picture, json) } : {}),
  }));
}

/**
 * Starts the early requests of the route at `pathname`, if it has any, while the route's chunk loads: adopted
 * from index.html's inline script when it sent the very same request, else sent now.
 */
export function startRouteData(pathname: string): void {
  const requests = earlyRequests(pathname);
  if (requests.length) fetchEarly(requests);
}
