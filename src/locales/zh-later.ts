/**
 * The zh texts that are not in the entry (src/lib/i18n.ts, ENTRY_NAMESPACES): one module, so they arrive as one
 * chunk when a route other than home first renders, instead of one request per namespace.
 */
export const laterZh = import.meta.glob<Record<string, unknown>>(
  ['./zh/*.json', '!./zh/{common,shell,status,goods,list,scanner}.json'],
  { eager: true, import: 'default' },
);
