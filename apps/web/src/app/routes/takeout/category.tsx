import { Page } from '@/components/ui/page';
import { href, paths } from '@/config/paths';
import { CategoryGrid } from '@/features/takeout/components/category-grid';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import styles from './category.module.css';

/** Food categories: each opens the takeout list filtered to that cuisine (restaurants, `mType` 1). */
export default function Category() {
  const { t } = useTranslation();
  return (
    <Page title={t('pages.category')} plain>
      <header className={styles.head}>
        <h2 className={styles.title}>{t('takeout.category.title')}</h2>
        <p className={styles.subtitle}>{t('takeout.category.subtitle')}</p>
      </header>
      <CategoryGrid onOpen={(category) => void navigate(href(paths.takeout, { category, mType: 1 }))} />
    </Page>
  );
}
