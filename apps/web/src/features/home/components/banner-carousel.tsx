import { useEffect, useRef, useState } from 'react';
import { LazyImage } from '@/components/ui/lazy-image';
import { useTranslation } from '@/i18n/use-translation';
import { openLink } from '@/lib/open-link';
import styles from './banner-carousel.module.css';

type Banner = { id: string; image: string; title: string; link: string };

const AUTOPLAY_MS = 4000;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Scrolls the track to slide `i` (gliding unless reduced motion is asked for). */
function scrollToSlide(el: HTMLElement | null, i: number) {
  el?.scrollTo?.({ left: i * el.clientWidth, behavior: reducedMotion() ? 'auto' : 'smooth' });
}

/**
 * Promotional banners; each opens its link. A CSS scroll-snap track (swiped natively, no gesture library on
 * the home page's first load) with a named button per banner. It moves on by itself every 4 s, from the
 * last back to the first, except while a finger, the pointer or the keyboard focus is on it, and never when
 * the system asks for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation();
  const track = useRef<HTMLUListElement>(null);
  const [index, setIndex] = useState(0);
  const [held, setHeld] = useState(false);
  const count = banners.length;

  const show = (i: number) => {
    scrollToSlide(track.current, i);
    setIndex(i);
  };

  useEffect(() => {
    if (count < 2 || held || reducedMotion()) return;
    const timer = window.setInterval(() => {
      const el = track.current;
      if (!el || document.hidden) return;
      const at = el.clientWidth ? Math.round(el.scrollLeft / el.clientWidth) : 0;
      scrollToSlide(el, (at + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [count, held]);

  if (count === 0) return null;
  const hold = () => setHeld(true);
  const release = () => setHeld(false);

  return (
    <section
      className={styles.wrap}
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onPointerEnter={hold}
      onPointerLeave={release}
      onTouchStart={hold}
      onTouchEnd={release}
      onFocus={hold}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) release();
      }}
    >
      <ul
        ref={track}
        className={styles.track}
        onScroll={(e) => {
          const el = e.currentTarget;
          if (el.clientWidth) setIndex(Math.round(el.scrollLeft / el.clientWidth));
        }}
      >
        {banners.map((b, i) => (
          <li
            key={b.id}
            className={styles.item}
            aria-roledescription="slide"
            aria-label={t('home.banner_n', { n: i + 1, count })}
          >
            <button type="button" className={styles.slide} onClick={() => openLink(b.link)} aria-label={b.title}>
              <LazyImage src={b.image} alt="" ratio={2.4} eager={i === 0} className={styles.image} />
              {b.title && <span className={styles.caption}>{b.title}</span>}
            </button>
          </li>
        ))}
      </ul>
      {count > 1 && (
        <div className={styles.dots}>
          {banners.map((b, i) => (
            <button
              key={b.id}
              type="button"
              className={styles.dot}
              aria-label={t('home.banner_n', { n: i + 1, count })}
              aria-current={i === index ? 'true' : undefined}
              onClick={() => show(i)}
            />
          ))}
        </div>
      )}
    </section>
  );
}
