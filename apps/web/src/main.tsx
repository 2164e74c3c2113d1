import './app/zod-jitless';
import 'antd-mobile/es/global';
import './styles/global.css';
import routeTexts from 'virtual:route-texts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { setupAntdRender } from './app/antd-setup';
import { prepareLaunch } from './app/boot';
import { installChatSocket } from './app/chat-socket';
import { Providers } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { bindRouterNavigation } from './app/router-navigation';
import { registerServiceWorker } from './app/service-worker';
import { changeLocale, initI18n } from './i18n';
import { isAppLocale } from './i18n/locales-list';
import { reloadSession } from './lib/session';
import { storageKeys } from './lib/storage';
import { watchViewport } from './lib/viewport';
import { yieldToMain } from './lib/yield';

async function start() {
  setupAntdRender();
  watchViewport();
  await initI18n(undefined, { features: routeTexts['*'] ?? [] });
  // Start-up in three tasks (texts; launch logic and router, which starts the page's download; first
  // render), none long enough to hold a tap.
  await yieldToMain();
  installChatSocket();
  prepareLaunch();

  const router = createAppRouter();
  bindRouterNavigation(router);
  const queryClient = createQueryClient();

  // Login, logout or a language change in another tab (or the /pc frame around us): follow it here.
  window.addEventListener('storage', (e) => {
    if (e.key === null || e.key === storageKeys.loginUser) reloadSession();
    if (e.key === storageKeys.locale && e.newValue) {
      const next = e.newValue.replaceAll('"', '');
      if (isAppLocale(next)) void changeLocale(next, { persist: false });
    }
  });

  await yieldToMain();
  const root = document.getElementById('root');
  if (!root) throw new Error('missing #root');
  createRoot(root).render(
    <StrictMode>
      <Providers client={queryClient}>
        <RouterProvider router={router} />
      </Providers>
    </StrictMode>,
  );
  registerServiceWorker();
}

void start();
