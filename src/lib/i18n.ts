import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang, type Lang, setLang } from './storage';

type Bundle = Record<string, unknown>;
/**
 * The default language's texts are bundled (a missing one must never flash a key); English loads on
 * demand before the first render that needs it (main.tsx awaits it), keeping ~7 KiB gzip out of the
 * entry for the zh majority.
 */
const zhFiles = import.meta.glob<Bundle>('../locales/zh/*.json', { eager: true, import: 'default' });
const enFiles = import.meta.glob<Bundle>('../locales/en/*.json', { import: 'default' });

function namespaceOf(path: string): string {
  const m = /locales\/(?:zh|en)\/([\w-]+)\.json$/.exec(path);
  if (!m?.[1]) throw new Error(`unexpected locale file ${path}`);
  return m[1];
}

/** Every namespace of one language, keyed by namespace. */
export async function loadLocale(lang: Lang): Promise<Record<string, Bundle>> {
  if (lang === 'zh') return Object.fromEntries(Object.entries(zhFiles).map(([p, b]) => [namespaceOf(p), b]));
  const loaded = await Promise.all(Object.entries(enFiles).map(async ([p, load]) => [namespaceOf(p), await load()]));
  return Object.fromEntries(loaded);
}

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The app language of an i18next language code (labels of contract enums come in zh and en). */
export function langOf(language: string): Lang {
  return language === 'en' ? 'en' : 'zh';
}

/** The captcha widget's language codes (spec §9): 2052 simplified, 1028 traditional, 1033 English. */
export const CAPTCHA_LANG: Record<Lang | 'hk', number> = { zh: 2052, hk: 1028, en: 1033 };

let initialised = false;
/** Synchronous for zh (stories, tests); another language switches as soon as its texts arrive. */
export function initI18n(lang: Lang = getLang()) {
  if (!initialised) {
    initialised = true;
    const zh = Object.fromEntries(Object.entries(zhFiles).map(([p, b]) => [namespaceOf(p), b]));
    void i18n.use(initReactI18next).init({
      resources: { zh },
      lng: 'zh',
      fallbackLng: 'zh',
      ns: Object.keys(zh),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  if (lang !== i18n.language) void ensureLanguage(lang);
  return i18n;
}

/** Makes the language's texts available (for `t(key, { lng })`) without switching to it. */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (i18n.hasResourceBundle(lang, 'common')) return;
  for (const [ns, bundle] of Object.entries(await loadLocale(lang))) i18n.addResourceBundle(lang, ns, bundle);
}

/** Loads the language's texts if needed and switches to it (without persisting the choice). */
export async function ensureLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
}

export async function changeLanguage(lang: Lang): Promise<void> {
  setLang(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await ensureLanguage(lang);
}

export { i18n };
