import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang, type Lang, setLang } from './storage';

type Bundle = Record<string, unknown>;
/** Every namespace JSON is bundled: the texts are small and a missing one must never flash a key. */
const files = import.meta.glob<Bundle>('../locales/*/*.json', { eager: true, import: 'default' });

export function localeResources(): Record<Lang, Record<string, Bundle>> {
  const out: Record<Lang, Record<string, Bundle>> = { zh: {}, en: {} };
  for (const [path, bundle] of Object.entries(files)) {
    const m = /locales\/(zh|en)\/([\w-]+)\.json$/.exec(path);
    if (m) out[m[1] as Lang][m[2] as string] = bundle;
  }
  return out;
}

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The captcha widget's language codes (spec §9): 2052 simplified, 1028 traditional, 1033 English. */
export const CAPTCHA_LANG: Record<Lang | 'hk', number> = { zh: 2052, hk: 1028, en: 1033 };

let ready: Promise<unknown> | null = null;
export function initI18n(lang: Lang = getLang()) {
  if (!ready) {
    const resources = localeResources();
    ready = i18n.use(initReactI18next).init({
      resources,
      lng: lang,
      fallbackLng: 'zh',
      ns: Object.keys(resources.zh),
      defaultNS: 'common',
      interpolation: { escapeValue: false },
      returnNull: false,
    });
  }
  return i18n;
}

export async function changeLanguage(lang: Lang): Promise<void> {
  setLang(lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  await i18n.changeLanguage(lang);
}

export { i18n };
