import { describe, expect, it } from 'vitest';
import { ENTRY_NAMESPACES, ensureLanguage, entryNamespaces, i18n, initI18n, loadLocale } from './i18n';

function keys(obj: unknown, prefix = ''): string[] {
  if (obj === null || typeof obj !== 'object') return [prefix];
  return Object.entries(obj as Record<string, unknown>).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

const res = { zh: await loadLocale('zh'), en: await loadLocale('en') };

describe('locales', () => {
  it('has the same namespaces in zh and en', () => {
    expect(Object.keys(res.en).sort()).toEqual(Object.keys(res.zh).sort());
    expect(Object.keys(res.zh)).toContain('common');
  });
  it.each(Object.keys(res.zh))('namespace %s has every key in both languages, none empty', (ns) => {
    const zh = keys(res.zh[ns]).sort();
    const en = keys(res.en[ns]).sort();
    expect(en).toEqual(zh);
    for (const lang of ['zh', 'en'] as const) {
      for (const k of keys(res[lang][ns])) {
        const value = k.split('.').reduce<unknown>((o, p) => (o as Record<string, unknown>)?.[p], res[lang][ns]);
        expect(typeof value === 'string' && value.trim() !== '', `${lang}/${ns}:${k} is empty`).toBe(true);
      }
    }
  });
});

describe('the entry namespaces', () => {
  it("are the ones the entry's glob bundles (its pattern repeats the list: a glob takes only a literal)", () => {
    expect(entryNamespaces().sort()).toEqual([...ENTRY_NAMESPACES].sort());
  });
});

describe('language loading', () => {
  it('starts in zh synchronously and loads English on demand', async () => {
    initI18n('zh');
    expect(i18n.t('common:retry')).toBe(res.zh.common?.retry);
    await ensureLanguage('en');
    expect(i18n.language).toBe('en');
    expect(i18n.t('common:retry')).toBe(res.en.common?.retry);
    await ensureLanguage('zh');
  });
});
