import { z } from 'zod';
import { lazySchema } from './lazy-schema';

/**
 * PageQO: page < 1 or absent -> 1; size < 1 or absent -> 100; size > 2000 -> 2000. The real backend
 * clamps rather than rejects, and so does the mock; we only refuse non-integers.
 */
export const PageQuery = lazySchema(() =>
  z.object({
    page: z.number().int().optional(),
    size: z.number().int().optional(),
  }),
);
export type PageQuery = z.infer<typeof PageQuery>;

/** PageVO<T>, field for field. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    pageNumber: z.number().int(),
    pageSize: z.number().int(),
    totalPage: z.number().int(),
    totalSize: z.number().int(),
    hasPrePage: z.boolean(),
    hasNextPage: z.boolean(),
    start: z.number().int(),
    end: z.number().int(),
    dataSize: z.number().int(),
    data: z.array(item),
  });
}
export type Page<T> = {
  pageNumber: number;
  pageSize: number;
  totalPage: number;
  totalSize: number;
  hasPrePage: boolean;
  hasNextPage: boolean;
  start: number;
  end: number;
  dataSize: number;
  data: T[];
};
