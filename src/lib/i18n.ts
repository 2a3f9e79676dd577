import i18n from 'i18next';
import { initReactI18next } from 'react-i18next';
import { getLang, type Lang, setLang } from './storage';

type Bundle = Record<string, unknown>;
/**
 * The texts the home page's first screen and the shell render (the first screen most visits open): bundled in zh,
 * the default language, so they never flash a key. A route that may need another namespace waits for the rest
 * (`loadLaterTexts`, which src/app/routes/routes.tsx awaits beside its page's chunk); English loads whole, on demand
 * (main.tsx awaits it). Keeping the other zh namespaces out of the entry saves their parse on the first screen.
 */
export const ENTRY_NAMESPACES = ['common', 'shell', 'status', 'goods', 'list', 'scanner'] as const;
const entryZh = import.meta.glob<Bundle>('../locales/zh/{common,shell,status,goods,list,scanner}.json', {
  eager: true,
  import: 'default',
});
/** Paths relative to src/locales/ (as zh-later.ts globs them), made like this module's for namespaceOf. */
const laterZh = () =>
  import('../locales/zh-later').then((m) =>
    Object.entries(m.laterZh).map(([p, b]) => [p.replace(/^\.\//, '../locales/'), b] as const),
  );
/**
 * Outside a build (unit tests, stories, the dev server) every zh text is there from the start, as before: tests
 * render screens synchronously. A build keeps only the entry's: this branch is dead code there (a conditional
 * eager glob was not: its JSON stayed in the entry).
 */
const laterZhEager: Record<string, Bundle> = import.meta.env.PROD ? {} : Object.fromEntries(await laterZh());

/** The namespaces bundled in the entry, as the glob above found them (a test keeps ENTRY_NAMESPACES equal). */
export const entryNamespaces = (): string[] => Object.keys(entryZh).map((p) => namespaceOf(p));

const enFiles = import.meta.glob<Bundle>('../locales/en/*.json', { import: 'default' });

function namespaceOf(path: string): string {
  const m = /locales\/(?:zh|en)\/([\w-]+)\.json$/.exec(path);
  if (!m?.[1]) throw new Error(`unexpected locale file ${path}`);
  return m[1];
}

/** Every namespace of one language, keyed by namespace. */
export async function loadLocale(lang: Lang): Promise<Record<string, Bundle>> {
  if (lang === 'zh')
    return Object.fromEntries([...Object.entries(entryZh), ...(await laterZh())].map(([p, b]) => [namespaceOf(p), b]));
  const loaded = await Promise.all(Object.entries(enFiles).map(async ([p, load]) => [namespaceOf(p), await load()]));
  return Object.fromEntries(loaded);
}

let later: Promise<void> | null = null;
/**
 * The zh namespaces that are not in the entry, added once (one chunk, src/locales/zh-later.ts). Every route but those
 * the route table marks `entryTexts` (home, the goods page) awaits it before it renders (src/app/routes/routes.tsx);
 * what such a page opens that needs them awaits it too (the goods page's order popup).
 */
export function loadLaterTexts(): Promise<void> {
  later ??= laterZh().then((files) => {
    // Not yet initialised (a test that renders routes without texts): initI18n takes every text outside a build.
    if (!i18n.isInitialized) return;
    for (const [p, bundle] of files) {
      const ns = namespaceOf(p);
      if (!i18n.hasResourceBundle('zh', ns)) i18n.addResourceBundle('zh', ns, bundle);
    }
  });
  return later;
}

export const LANGS: readonly Lang[] = ['zh', 'en'];

/** The app language of an i18next language code (labels of contract enums come in zh and en). */
export function langOf(language: string): Lang {
  return language === 'en' ? 'en' : 'zh';
}

/**
 * The captcha widget's language codes (docs/backend/spec-rules.md#captcha-constants): 2052 simplified, 1028
 * traditional, 1033 English.
 */
export const CAPTCHA_LANG: Record<Lang | 'hk', number> = { zh: 2052, hk: 1028, en: 1033 };

let initialised = false;
/** Synchronous for zh (stories, tests); another language switches as soon as its texts arrive. */
export function initI18n(lang: Lang = getLang()) {
  if (!initialised) {
    initialised = true;
    const zh = Object.fromEntries(Object.entries({ ...entryZh, ...laterZhEager }).map(([p, b]) => [namespaceOf(p), b]));
    void i18n.use(initReactI18next).init({
      resources: { zh },
      lng: 'zh',
      fallbackLng: 'zh',
      ns: Object.keys(zh),
      // Namespaces added later (loadLaterTexts) are used as they arrive; none is fetched by i18next itself.
      partialBundledLanguages: true,
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
  // zh's entry namespaces are bundled; the rest come in one chunk (a reader switching back from English needs them).
  if (lang === 'zh') return loadLaterTexts();
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
