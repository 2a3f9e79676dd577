import type { z } from 'zod';

/**
 * Every field path of a response schema, in the notation of the guaranteed lists
 * (`data.data[].spu.goodsId`), with whether the strict contract makes it optional. Used to check
 * those lists against the contracts and to print the audit.
 */
export function schemaPaths(
  schema: z.ZodType,
  path = 'data',
  optional = false,
): Array<{ path: string; optional: boolean }> {
  const def = (schema as unknown as { _zod: { def: Record<string, unknown> & { type: string } } })._zod.def;
  switch (def.type) {
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) => {
        const childPath = `${path}.${key}`;
        const childOptional = isOptional(child);
        return [{ path: childPath, optional: childOptional }, ...schemaPaths(child, childPath, childOptional)].filter(
          (p, i) => i === 0 || p.path !== childPath,
        );
      });
    case 'array':
      return schemaPaths(def.element as z.ZodType, `${path}[]`, false);
    case 'optional':
    case 'nullable':
      return schemaPaths(def.innerType as z.ZodType, path, optional);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((o) => schemaPaths(o, path, optional));
    default:
      return [];
  }
}

function isOptional(schema: z.ZodType): boolean {
  return (schema as unknown as { _zod: { def: { type: string } } })._zod.def.type === 'optional';
}
