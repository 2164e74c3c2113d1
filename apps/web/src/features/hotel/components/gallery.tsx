import Swiper from 'antd-mobile/es/components/swiper';
import { useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import styles from './gallery.module.css';

type Props = { photos: string[]; name: string };

/** The hotel's photos, swiped full width, with "3 / 8" in the corner. */
export function Gallery({ photos, name }: Props) {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const list = photos.filter(Boolean);
  if (list.length === 0) return <LazyImage src="" alt="" ratio={16 / 10} className={styles.single} />;
  return (
    <section className={styles.wrap} aria-label={t('hotel.detail.photos', { name })} data-testid="hotel-gallery">
      <Swiper indicator={() => null} onIndexChange={setIndex} className={styles.swiper} loop={list.length > 1}>
        {list.map((src, i) => (
          <Swiper.Item key={src}>
            <LazyImage
              src={src}
              alt={t('hotel.detail.photo_n', { n: i + 1, name })}
              ratio={16 / 10}
              eager={i === 0}
              className={styles.photo}
            />
          </Swiper.Item>
        ))}
      </Swiper>
      {list.length > 1 && (
        <span className={styles.counter} aria-hidden="true">
          {index + 1} / {list.length}
        </span>
      )}
    </section>
  );
}
