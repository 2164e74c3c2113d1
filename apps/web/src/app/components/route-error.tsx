import Button from 'antd-mobile/es/components/button';
import { useState } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NavBar } from '@/components/ui/nav-bar';
import { StatusBlock } from '@/components/ui/status-block';
import { useTranslation } from '@/i18n/use-translation';
import { useOnline } from '@/lib/use-online';
import { PageTimeoutError } from '../page-route';
import styles from './route-error.module.css';

/**
 * A chunk that failed to download (deploy in between, flaky network): a reload fetches the new one. A
 * screen's stylesheet fails first when its chunk comes with one (Vite's "Unable to preload CSS for ...").
 */
export function isChunkError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Loading chunk|error loading|Unable to preload CSS/i.test(
    msg,
  );
}

const RELOADED_AT = 'wf.chunk_reload_at';

/**
 * A chunk that failed while online most likely belongs to a replaced build (a deploy): reload into the new
 * version, once (not again within a minute, so a chunk that really is missing cannot loop).
 */
function reloadOnceForNewVersion(): boolean {
  if (!navigator.onLine) return false;
  try {
    const last = Number(sessionStorage.getItem(RELOADED_AT) ?? 0);
    if (Date.now() - last < 60_000) return false;
    sessionStorage.setItem(RELOADED_AT, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}

/** Spec section 2: after a 60 s page timeout or a failed page load, an error page with retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timeout = error instanceof PageTimeoutError;
  const chunk = isChunkError(error);
  const [reloading] = useState(() => chunk && reloadOnceForNewVersion());
  const online = useOnline();
  if (reloading) return null;
  // The screen's code could not be fetched while offline: the offline state, whose retry loads it again.
  if (chunk && !online) {
    return (
      <div className={styles.page}>
        <NavBar title={t('common.offline')} />
        <div role="alert">
          <StatusBlock kind="offline" title={t('common.offline')} description={t('common.offline_hint')}>
            <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
              {t('common.retry')}
            </Button>
          </StatusBlock>
        </div>
      </div>
    );
  }
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const title = timeout ? t('shell.timeout_title') : chunk ? t('shell.chunk_title') : t('shell.error_title');
  const description = timeout ? t('shell.timeout_desc') : chunk ? t('shell.chunk_desc') : t('shell.error_desc');
  return (
    <div className={styles.page}>
      <NavBar title={notFound ? t('shell.not_found_title') : t('shell.error_nav')} />
      <div role="alert">
        <StatusBlock kind={notFound ? 'not-found' : 'error'} title={title} description={description}>
          <Button color="primary" shape="rounded" onClick={() => window.location.reload()}>
            {t('common.retry')}
          </Button>
        </StatusBlock>
      </div>
    </div>
  );
}
