import { z } from 'zod';

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
  const literals = values.map((v) => z.literal(v));
  const schema = z.union(literals as unknown as [z.ZodLiteral<keyof T & number>, ...z.ZodLiteral<keyof T & number>[]]);
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
