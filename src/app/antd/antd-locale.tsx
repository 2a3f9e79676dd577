import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
// i18next's one instance (src/lib/i18n.ts initialises it), from the library and not from that module: this module
// goes with antd-setup.ts into antd-mobile's chunk group (vite.config.ts), which would take the app's i18n out of the
// entry.
import i18n from 'i18next';
import { type ReactNode, useMemo, useSyncExternalStore } from 'react';

/** antd-mobile's texts for an i18next language code. */
export function antdLocaleOf(language: string | undefined) {
  return language === 'en' ? enUS : zhCN;
}

function onLanguageChanged(notify: () => void): () => void {
  i18n.on('languageChanged', notify);
  return () => i18n.off('languageChanged', notify);
}
const currentLanguage = () => i18n.language;

/**
 * antd-mobile's own texts (ErrorBlock's, a picker's buttons, SearchBar's cancel, ImageUploader's label…) in the
 * app language, for the components under it. A language switch changes the provider's context, so every antd
 * component under it re-renders in the new language at once, memoised or not, whether its parent re-renders or
 * not; nothing under it remounts (a form keeps what was typed). Subscribed to i18next itself, not through
 * react-i18next, so it works wherever it is mounted (src/app/antd/AntdScope.tsx mounts it around each page).
 *
 * Named antd-*.tsx: the build's rewrite puts an import of antd-setup.ts before every module that imports antd-mobile,
 * except antd-setup's own antd-*.ts modules (scripts/build/antd-per-component.ts). antd-setup imports this one; under
 * another name the two would import each other.
 */
export function AntdLocale({ children }: { children: ReactNode }) {
  const language = useSyncExternalStore(onLanguageChanged, currentLanguage, currentLanguage);
  // ConfigProvider makes a new context value each time it renders, which re-renders every antd component under it:
  // the same element while the language and the page stay, so a navigation (which renders the outlet again) does
  // not re-render the antd components of every hidden kept-alive page.
  return useMemo(
    () => <ConfigProvider locale={antdLocaleOf(language)}>{children}</ConfigProvider>,
    [language, children],
  );
}
