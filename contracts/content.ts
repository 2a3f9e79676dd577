import { z } from 'zod';
import { defineEndpoint } from './core/endpoint';
import { lazySchema } from './core/lazy-schema';

/**
 * SysBannerVO (docs/backend/objects.md#sys-banner-vo). `target` is free text (≤1024): an in-app route or a URL. The
 * client opens only in-app routes and allow-listed https URLs. A target starting with `{`/`[` that parses as JSON would
 * arrive as an object (docs/backend/wire.md#json-strings-reparsed); the mock never seeds one.
 */
export const SysBannerVO = lazySchema(() =>
  z.object({
    id: z.number().int(),
    title: z.string(),
    cover: z.string(),
    target: z.string(),
  }),
);
export type SysBannerVO = z.infer<typeof SysBannerVO>;

export const contentEndpoints = {
  banners: defineEndpoint({
    id: 'content.banners',
    method: 'GET',
    path: '/api/v/sys/banner/list',
    summary: 'Online banners within their time window, by show order',
    auth: 'none',
    family: 'v',
    input: () => z.object({}),
    data: () => z.array(SysBannerVO),
  }),
} as const;
