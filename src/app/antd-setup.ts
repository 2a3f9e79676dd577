// antd-mobile's global styles (CSS variables): the build imports each component from its own module, not the
// package index that brought them (scripts/vite/antd-per-component.ts).
import 'antd-mobile/es/global';
import { setDefaultConfig } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
// i18next's one instance, which src/lib/i18n.ts initialises: imported from the library, not from that module, so the
// build's chunk group of antd-mobile (vite.config.ts) does not take the app's i18n and storage out of the entry's chunk.
import i18n from 'i18next';
import { installAntdRender } from './antd-render';

/**
 * Everything antd-mobile needs before one of its components renders: its CSS variables, its texts in the app's
 * language, the React 19 render hook of its imperative Toast/Dialog and the reduced-motion preference.
 *
 * It is a module, not a provider around the app: a provider made every route wait for antd-mobile before its
 * first paint, though the home page's first screen renders none of it (issue 30). The build prepends an import
 * of this module to every module that imports antd-mobile (scripts/vite/antd-per-component.ts), so it runs
 * before any antd component or Toast can; Providers.tsx also loads it after the first paint (dev and tests,
 * where the build's rewrite does not run).
 *
 * The texts are antd-mobile's default config rather than a ConfigProvider's context: components read it when
 * they render, so a language switch reaches every antd component rendered after it (pickers, dialogs, popups
 * open on a tap, after the switch).
 */
function followLanguage(language: string | undefined): void {
  setDefaultConfig({ locale: language === 'en' ? enUS : zhCN });
}

followLanguage(i18n.language);
i18n.on('languageChanged', followLanguage);
installAntdRender();
