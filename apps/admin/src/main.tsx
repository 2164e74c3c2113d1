import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { App as AntApp, ConfigProvider } from 'antd';
import type { Locale as AntLocale } from 'antd/es/locale';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { type AdminLocale, loadLocale, locale } from '@/i18n';
import { App } from './App';
import { adminTheme } from './theme';
import './theme.css';

const queries = new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: true } } });

/** antd's own texts (pagination, date pickers, empty lists) in the operator's language. */
const antLocales: Record<AdminLocale, () => Promise<{ default: AntLocale }>> = {
  en: () => import('antd/es/locale/en_US'),
  'th-TH': () => import('antd/es/locale/th_TH'),
  'hi-IN': () => import('antd/es/locale/hi_IN'),
  'zh-Hans': () => import('antd/es/locale/zh_CN'),
  'zh-Hant': () => import('antd/es/locale/zh_TW'),
};

const [, antLocale] = await Promise.all([loadLocale(), antLocales[locale]()]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConfigProvider locale={antLocale.default} theme={adminTheme}>
      <AntApp>
        <QueryClientProvider client={queries}>
          <BrowserRouter basename="/admin">
            <App />
          </BrowserRouter>
        </QueryClientProvider>
      </AntApp>
    </ConfigProvider>
  </StrictMode>,
);
