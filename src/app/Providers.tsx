import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { ConfigProvider } from 'antd-mobile';
import enUS from 'antd-mobile/es/locales/en-US';
import zhCN from 'antd-mobile/es/locales/zh-CN';
import type { ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { i18n } from '@/lib/i18n';
import { installAntdRender } from './antd-render';

installAntdRender();

/** antd-mobile's own texts follow the app language. */
function AntdLocale({ children }: { children: ReactNode }) {
  const { i18n: current } = useTranslation();
  return <ConfigProvider locale={current.language === 'en' ? enUS : zhCN}>{children}</ConfigProvider>;
}

export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  return (
    <I18nextProvider i18n={i18n}>
      <AntdLocale>
        <QueryClientProvider client={client}>{children}</QueryClientProvider>
      </AntdLocale>
    </I18nextProvider>
  );
}
