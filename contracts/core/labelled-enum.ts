import { z } from 'zod';
import { lazySchema } from './lazy-schema';

export interface EnumLabel {
  /** The backend's enum constant name, e.g. `refund_apply`. */
  name: string;
  zh: string;
  en: string;
}

/**
 * A numeric status enum with its zh/en labels, in one place. `schema` accepts exactly the listed
 * numbers; `labels` drives the UI (status tabs, badges) so a new value cannot be shown unlabelled.
 */
export function labelledEnum<const T extends Record<number, EnumLabel>>(labels: T) {
  const values = Object.keys(labels).map(Number) as Array<keyof T & number>;
  type Literal = z.ZodLiteral<keyof T & number>;
  // Built on first use, like every contract schema (core/lazy-schema.ts); the labels are plain data.
  const schema = lazySchema(() => z.union(values.map((v) => z.literal(v)) as unknown as [Literal, ...Literal[]]));
  return {
    schema,
    values,
    labels,
    label(value: number, lang: 'zh' | 'en'): string {
      const entry = (labels as Record<number, EnumLabel>)[value];
      return entry ? entry[lang] : String(value);
    },
  } as const;
}
