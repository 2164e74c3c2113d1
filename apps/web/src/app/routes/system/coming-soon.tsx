import Button from 'antd-mobile/es/components/button';
import { Page } from '@/components/ui/page';
import { StatusBlock } from '@/components/ui/status-block';
import { type PathName, paths } from '@/config/paths';
import { useTranslation } from '@/i18n/use-translation';
import { switchTab } from '@/lib/navigation';

/** A spec page whose feature has not shipped yet: titled, translated, with a way back. */
export function ComingSoon({ name, tab }: { name: PathName; tab?: boolean }) {
  const { t } = useTranslation();
  const title = t(`pages.${name}`);
  return (
    <Page title={title} showBack={!tab} plain>
      <StatusBlock kind="soon" title={t('shell.soon_title')} description={t('shell.soon_desc', { page: title })}>
        {!tab && (
          <Button color="primary" fill="outline" shape="rounded" onClick={() => void switchTab(paths.home)}>
            {t('shell.go_home')}
          </Button>
        )}
      </StatusBlock>
    </Page>
  );
}
