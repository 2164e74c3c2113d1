import type { MerchantCard as Merchant } from '@wayfare/contracts';
import { PullToRefresh } from '@/components/ui/pull-to-refresh';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { CountryFlag } from '@/features/country/components/country-flag';
import { useHomeConfig } from '@/features/home/api/get-home-config';
import { BannerCarousel } from '@/features/home/components/banner-carousel';
import { HomeHeader } from '@/features/home/components/home-header';
import { NewsStrip } from '@/features/home/components/news-strip';
import { RecommendedMerchant } from '@/features/home/components/recommended-merchant';
import { ServiceGrid } from '@/features/home/components/service-grid';
import { CuisineRow } from '@/features/takeout/components/cuisine-row';
import { useDeliveryTarget } from '@/features/takeout/hooks/use-delivery-target';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useLoginUser } from '@/lib/session';
import styles from './home.module.css';

const openMerchant = (m: Merchant) =>
  void navigate(m.mType === 2 ? href(paths.hotelDetail, { mid: m.mid }) : href(paths.merchant, { mid: m.mid }));

/** Home tab: services, banners, news, recommended merchants (`/config/GetHomeConfig`). */
export default function Home() {
  const { t } = useTranslation();
  const user = useLoginUser();
  // Recommendations are what delivers to where the food would go (the takeout list's point).
  const target = useDeliveryTarget();
  const home = useHomeConfig(currentLocale(), target?.where ?? {});
  const country = user?.currentCountry;

  return (
    <PullToRefresh
      onRefresh={async () => {
        await home.refetch();
      }}
    >
      <div className={styles.home}>
        <HomeHeader
          name={user?.name}
          countryName={country?.name}
          flag={country ? <CountryFlag code={country.code} flag={country.flag} size={20} /> : undefined}
          onCountry={() => void navigate(paths.chooseCountry)}
          onSearch={() => void navigate(href(paths.takeout, { focus: 1 }))}
        />
        <ServiceGrid services={home.data?.services} />
        <CuisineRow
          onCategory={(category) => void navigate(href(paths.takeout, { category }))}
          onAll={() => void navigate(paths.category)}
        />

        {home.isPending ? (
          <LoadingState variant="cards" rows={3} />
        ) : home.isError ? (
          <ErrorState error={home.error} onRetry={() => void home.refetch()} />
        ) : (
          <>
            <BannerCarousel banners={home.data.banners} />
            <NewsStrip
              news={home.data.news}
              onOpen={(id) => void navigate(href(paths.infoDetail, { id, type: 'news' }))}
              onMore={() => void navigate(href(paths.infoList, { type: 'news' }))}
            />
            <section className={styles.section} aria-labelledby="wf-recommended">
              <div className={styles.sectionHead}>
                <h2 id="wf-recommended" className={styles.sectionTitle}>
                  {t('home.recommended')}
                </h2>
                <button type="button" className={styles.more} onClick={() => void navigate(paths.takeout)}>
                  {t('home.see_all')}
                </button>
              </div>
              {home.data.merchants.length === 0 ? (
                target ? (
                  <EmptyState title={t('home.no_merchants_near')} description={t('home.no_merchants_near_desc')} />
                ) : (
                  <EmptyState title={t('home.no_merchants')} description={t('home.no_merchants_desc')} />
                )
              ) : (
                <ul className={styles.list}>
                  {home.data.merchants.map((m) => (
                    <li key={m.mid}>
                      <RecommendedMerchant merchant={m} onOpen={openMerchant} />
                    </li>
                  ))}
                </ul>
              )}
            </section>
            <button
              type="button"
              className={styles.help}
              onClick={() => void navigate(href(paths.infoList, { type: 'help' }))}
            >
              {t('home.help_center')}
            </button>
          </>
        )}
      </div>
    </PullToRefresh>
  );
}
