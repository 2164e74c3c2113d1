import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import ConfigProvider from 'antd-mobile/es/components/config-provider';
import enUS from 'antd-mobile/es/locales/en-US';
import type { ReactNode } from 'react';
import { useAntdLocale } from '@/i18n';
import { TextsProvider } from '@/i18n/use-translation';

type Locale = Parameters<typeof ConfigProvider>[0]['locale'];

/** Server cache and antd-mobile's locale (its built-in default is Chinese, so it always gets ours). */
export function Providers({ client, children }: { client: QueryClient; children: ReactNode }) {
  const antdLocale = useAntdLocale() as Locale | null;
  return (
    <QueryClientProvider client={client}>
      <TextsProvider>
        <ConfigProvider locale={antdLocale ?? enUS}>{children}</ConfigProvider>
      </TextsProvider>
    </QueryClientProvider>
  );
}
