import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NavBar } from '@/components/ui/nav-bar';
import { StatusBlock } from '@/components/ui/status-block';
import { PageTimeoutError } from '../page-route';
import styles from './route-error.module.css';

/** A chunk that failed to download (deploy in between, flaky network): a reload fetches the new one. */
export function isChunkError(err: unknown): boolean {
  const msg = err instanceof Error ? `${err.name} ${err.message}` : String(err);
  return /dynamically imported module|Importing a module script failed|Failed to fetch|ChunkLoadError|Loading chunk|error loading/i.test(
    msg,
  );
}

/** Spec section 2: after a 60 s page timeout or a failed page load, an error page with retry. */
export function RouteError() {
  const { t } = useTranslation();
  const error = useRouteError();
  const timeout = error instanceof PageTimeoutError;
  const chunk = isChunkError(error);
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
