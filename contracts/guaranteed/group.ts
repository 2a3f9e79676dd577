/**
 * One line of the audit: fields under `at` that the client relies on, and the line of
 * docs/backend anchor (of the object) that says the backend always sends them.
 */
export interface Guarantee {
  at: string;
  fields: readonly string[];
  source: string;
}

export function g(at: string, fields: readonly string[], source: string): Guarantee {
  return { at, fields, source };
}

/** PageVO<T> (docs/backend/wire.md#page-envelope): ints and booleans, never null; an empty page is `data: []`. */
export function page(item: readonly Guarantee[]): Guarantee[] {
  return [
    g(
      'data',
      [
        'pageNumber',
        'pageSize',
        'totalPage',
        'totalSize',
        'hasPrePage',
        'hasNextPage',
        'start',
        'end',
        'dataSize',
        'data',
      ],
      'PageVO (int/long/boolean fields; an empty list is []) — docs/backend/wire.md#page-envelope',
    ),
    ...item.map((x) => ({ ...x, at: x.at === '' ? 'data.data[]' : `data.data[].${x.at}` })),
  ];
}

/** Re-roots groups written for an object at `prefix` (`''` is the object itself). */
export function under(prefix: string, groups: readonly Guarantee[]): Guarantee[] {
  return groups.map((x) => ({ ...x, at: x.at === '' ? prefix : `${prefix}.${x.at}` }));
}

export function pathsOf(groups: readonly Guarantee[]): string[] {
  return groups.flatMap((x) => x.fields.map((f) => `${x.at}.${f}`));
}
