import { firstBannerPicture, goodsCoverPicture } from '@/lib/early-fetch-picture';

/**
 * The first API reads of the routes a shopper most often opens cold (a shared link, the home screen icon), and
 * which of them names the first screen's largest picture. One list for index.html's inline script, which sends
 * them while the page parses (src/app/boot/early-data-html.ts), and for the app's entry, which adopts those requests
 * or sends what it does not find (src/app/boot/early-data.ts). The URLs are the ones the pages' own queries build
 * (early-data.test.ts runs those queries and fails if the two differ). Only reads that change nothing.
 *
 * No react-router here (the inline script runs before any file has loaded): the two routes are matched as
 * react-router's `matchPath` matches `/` and `/goods/:goodsId` (case-insensitive, optional trailing slash, the
 * segment as it is).
 */

/** The pictures index.html may paint: the home page's first banner, the goods page's cover. */
export type PictureBox = 'banner' | 'cover';

export interface EarlyRead {
  /** From `/api`, as api-client.ts writes it (the build's VITE_API_BASE goes before it). */
  path: string;
  /** A POST read's JSON body (paged lists); none for a GET. */
  body?: unknown;
  /** This read's answer names the first screen's largest picture, in this box. */
  picture?: PictureBox;
}

/** Which picture an answer's `data` names, per box (src/lib/early-fetch-picture.ts). */
export const PICTURE_OF: Record<PictureBox, (data: unknown) => string | null> = {
  banner: firstBannerPicture,
  cover: goodsCoverPicture,
};

/** The longest goods id the contract accepts: a longer one is left to the page, which shows its error. */
const MAX_GOODS_ID = 32;

export function earlyReads(pathname: string): EarlyRead[] {
  if (pathname === '/') {
    return [
      { path: '/api/v/sys/banner/list', picture: 'banner' },
      // The two pages are POST reads (paged lists take a JSON body).
      { path: '/api/v/sys/notice/page', body: { page: 1, size: 5 } },
      { path: '/api/v/goods/page', body: { page: 1, size: 10 } },
    ];
  }
  const goods = /^\/goods\/([^/]+)\/?$/i.exec(pathname);
  const goodsId = goods?.[1] ?? '';
  if (goodsId && goodsId.length <= MAX_GOODS_ID) {
    // Encoded as api-client.ts encodes queries.
    return [{ path: `/api/v/goods/detail?${new URLSearchParams({ goodsId })}`, picture: 'cover' }];
  }
  return [];
}
