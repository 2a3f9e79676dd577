import type { Page } from '@contracts/core/page';

/**
 * PageQO + PageVO as the real backend does them: page < 1 or absent → 1; size < 1 or absent →
 * `defaultSize` (100 for /v); size > 2000 → 2000; a page past the end answers the last page
 * (PageHelper `reasonable: true`).
 */
export function paginate<T>(
  rows: readonly T[],
  page: number | undefined,
  size: number | undefined,
  defaultSize = 100,
): Page<T> {
  const pageSize = size === undefined || size < 1 ? defaultSize : Math.min(size, 2000);
  const totalSize = rows.length;
  const totalPage = Math.ceil(totalSize / pageSize);
  const asked = page === undefined || page < 1 ? 1 : page;
  const pageNumber = totalPage > 0 ? Math.min(asked, totalPage) : asked;
  const start = (pageNumber - 1) * pageSize;
  const data = rows.slice(start, start + pageSize);
  return {
    pageNumber,
    pageSize,
    totalPage,
    totalSize,
    hasPrePage: pageNumber > 1,
    hasNextPage: pageNumber < totalPage,
    start,
    end: start + pageSize,
    dataSize: data.length,
    data,
  };
}
