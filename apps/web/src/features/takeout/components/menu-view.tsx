import type { MerchantDetail, Product } from '@wayfare/contracts';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { DishRow } from './dish-row';
import styles from './menu-view.module.css';

type Props = {
  categories: MerchantDetail['categories'];
  quantityOf: (pid: string) => number;
  onOpen: (p: Product) => void;
  onChoose: (p: Product) => void;
  onQuantity: (p: Product, next: number) => void;
};

/** Space the sticky nav bar takes above a section heading when jumping to it. */
const headerOffset = () =>
  Number.parseFloat(getComputedStyle(document.documentElement).getPropertyValue('--wf-nav-height')) + 8 || 54;

/** The menu by category: a side nav that follows the scroll and jumps to a category, dishes on the right. */
export function MenuView({ categories, quantityOf, onOpen, onChoose, onQuantity }: Props) {
  const { t } = useTranslation();
  const [active, setActive] = useState(categories[0]?.id ?? '');
  const sections = useRef(new Map<string, HTMLElement>());
  const jumping = useRef(0);

  useEffect(() => {
    let frame = 0;
    const onScroll = () => {
      if (frame || Date.now() < jumping.current) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        const line = headerOffset() + 12;
        let current = categories[0]?.id ?? '';
        for (const c of categories) {
          const el = sections.current.get(c.id);
          if (el && el.getBoundingClientRect().top <= line) current = c.id;
        }
        setActive(current);
      });
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      cancelAnimationFrame(frame);
    };
  }, [categories]);

  const jump = (id: string) => {
    const el = sections.current.get(id);
    setActive(id);
    if (!el) return;
    jumping.current = Date.now() + 600;
    window.scrollTo({ top: el.getBoundingClientRect().top + window.scrollY - headerOffset(), behavior: 'smooth' });
  };

  return (
    <div className={styles.menu}>
      <nav className={styles.side} aria-label={t('takeout.merchant.menu')}>
        {categories.map((c) => (
          <button
            key={c.id}
            type="button"
            className={`${styles.tab} ${active === c.id ? styles.active : ''}`}
            aria-current={active === c.id ? 'true' : undefined}
            onClick={() => jump(c.id)}
          >
            {c.name}
          </button>
        ))}
      </nav>
      <div className={styles.sections}>
        {categories.map((c) => (
          <section
            key={c.id}
            ref={(el) => {
              if (el) sections.current.set(c.id, el);
              else sections.current.delete(c.id);
            }}
            aria-labelledby={`menu-${c.id}`}
            data-testid="menu-section"
          >
            <h3 id={`menu-${c.id}`} className={styles.heading}>
              {c.name}
            </h3>
            {c.products.map((p) => (
              <DishRow
                key={p.pid}
                product={p}
                inCart={quantityOf(p.pid)}
                onOpen={onOpen}
                onChoose={onChoose}
                onQuantity={onQuantity}
              />
            ))}
          </section>
        ))}
      </div>
    </div>
  );
}
