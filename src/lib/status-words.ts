import type { i18n as I18n } from 'i18next';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type zh from '@/locales/zh/status.json';
import { reportDrift } from './contract-drift';

/**
 * Shopper-facing words for every status the backend can send. They live in the locale files
 * (`status` namespace), not in the contracts, which keep the values and the backend's own names
 * (those read wrong to a shopper: refund status 5 is named "不同意", "disagree").
 */
export type StatusKind = Exclude<keyof typeof zh, 'unknown'>;

type UnknownListener = (kind: StatusKind, value: number) => void;
const seen = new Set<string>();
// A value the backend sent that we have no words for is contract drift: the reporter gets the kind, never the value.
let listener: UnknownListener = (kind) =>
  reportDrift('status-words', [{ path: kind, kind: 'unknown_value', action: 'field-dropped' }]);

/** Tests replace where unknown values are reported. */
export function setUnknownStatusListener(fn: UnknownListener): void {
  listener = fn;
}

/** The phrase for `value`, or a neutral "unknown status" (reported once per kind and value). */
export function statusWord(i18n: I18n, kind: StatusKind, value: number): string {
  const key = `${kind}.${value}`;
  if (i18n.exists(key, { ns: 'status' })) return i18n.t(key, { ns: 'status' });
  if (!seen.has(key)) {
    seen.add(key);
    listener(kind, value);
  }
  return i18n.t('unknown', { ns: 'status' });
}

/** `word(kind, value)` in the current language; components re-render when the language changes. */
export function useStatusWord(): (kind: StatusKind, value: number) => string {
  const { i18n } = useTranslation('status');
  // i18n.language in the deps: a language switch must hand out a new function so memoised children re-render.
  return useCallback((kind, value) => statusWord(i18n, kind, value), [i18n, i18n.language]);
}
