/**
 * The `meta` of every list query shown by PagedList: a failed page is shown inline with one retry,
 * so the query cache's danger toast (spec §8) stays quiet. Session expiry and real-name still act.
 * Here, not beside PagedList: only the data layer builds queries, and it stands below the components.
 */
export const LIST_QUERY_META = { silentError: true } as const;
