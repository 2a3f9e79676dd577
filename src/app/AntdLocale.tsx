// antd-mobile's global styles (CSS variables): the build imports each component from its own module, not the
// package index that brought them (scripts/vite/antd-per-component.ts). Here, not in the entry: antd is lazy.
import 'antd-mobile/es/global';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** antd-mobile's own texts follow the app language. */
export default function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <ConfigProvider locale={current.language === 'en' ? enUS : zhCN}>{children}</ConfigProvider>;
}
