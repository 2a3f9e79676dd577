import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * The real envelope: `{ code, message, data? }`. `data` is omitted (not null) on errors and on
 * payload-less successes, because the backend serialises with Jackson NON_NULL.
 */
export function envelopeOf<D extends z.ZodType>(data: D) {
  return z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.optional(),
  });
}

/** Any envelope, before we know which endpoint it belongs to. */
export const RawEnvelope = lazySchema(() =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data: z.unknown().optional(),
  }),
);
export type RawEnvelope = z.infer<typeof RawEnvelope>;

export interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}
