// antd-mobile's global styles (CSS variables): the build imports each component from its own module, not the
// package index that brought them (scripts/build/antd-per-component.ts).
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile';
// i18next's one instance, which src/lib/i18n.ts initialises: imported from the library, not from that module, so the
// build's chunk group of antd-mobile (vite.config.ts) does not take the app's i18n and storage out of the entry.
import i18n from 'i18next';
import { AntdLocale, antdLocaleOf } from './antd-locale';
import { installAntdRender } from './antd-render';

/**
 * Everything antd-mobile needs before one of its components renders: its CSS variables, its texts in the app's
 * language, the React 19 render hook of its imperative Toast/Dialog and the reduced-motion preference.
 *
 * It is a module, not a provider around the app: a provider made every route wait for antd-mobile before its
 * first paint, though the home page's first screen renders none of it (issue 30). The build prepends an import
 * of this module to every module that imports antd-mobile (scripts/build/antd-per-component.ts), so it runs
 * before any antd component or Toast can; Providers.tsx also loads it after the first paint (dev and tests,
 * where the build's rewrite does not run).
 *
 * The texts, two ways:
 * - antd-mobile's default config, which a component reads when it renders: for those outside a page's provider
 *   (Toast and Dialog in roots of their own, a page that mounted before antd-mobile loaded).
 * - The provider of src/app/antd/antd-locale.tsx, left here for src/app/antd/AntdScope.tsx, which mounts it around each page
 *   that mounts from now on: a language switch changes its context, so even a component that does not re-render
 *   with the page (memoised, or under a parent that does not follow the language) changes its words at once.
 */
function followLanguage(language: string | undefined): void {
  setDefaultConfig({ locale: antdLocaleOf(language) });
}

followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
// The key of src/app/antd/AntdScope.tsx (ANTD_SCOPE_KEY), named again: that module is in the entry, this one is not.
(globalThis as Record<symbol, unknown>)[Symbol.for('mall.antdLocaleScope')] = AntdLocale;
installAntdRender();
