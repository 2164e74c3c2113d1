import Swiper from 'antd-mobile/es/components/swiper';
import { LazyImage } from '@/components/ui/lazy-image';
import { openLink } from '@/lib/open-link';
import styles from './banner-carousel.module.css';

type Banner = { id: string; image: string; title: string; link: string };

/** Promotional banners, auto-playing and looping; each opens its link. */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <section className={styles.wrap}>
      <Swiper autoplay={banners.length > 1} autoplayInterval={4000} loop={banners.length > 1} className={styles.swiper}>
        {banners.map((b, i) => (
          <Swiper.Item key={b.id}>
            <button type="button" className={styles.slide} onClick={() => openLink(b.link)} aria-label={b.title}>
              <LazyImage src={b.image} alt={b.title} ratio={2.4} eager={i === 0} className={styles.image} />
              {b.title && <span className={styles.caption}>{b.title}</span>}
            </button>
          </Swiper.Item>
        ))}
      </Swiper>
    </section>
  );
}
