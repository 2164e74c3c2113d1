import Button from 'antd-mobile/es/components/button';
import { useLocation } from 'react-router';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { relaunch } from '@/lib/navigation';
import styles from './system.module.css';

/** Any address outside the route table. */
export default function NotFound() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <Page title={t('shell.not_found_title')} plain>
      <div data-testid="not-found">
        <StatusBlock kind="not-found" title={t('shell.not_found_heading')} description={t('shell.not_found_desc')}>
          <code className={styles.path}>{pathname}</code>
          <Button color="primary" shape="rounded" onClick={() => void relaunch(paths.entry)}>
            {t('shell.go_home')}
          </Button>
        </StatusBlock>
      </div>
    </Page>
  );
}
