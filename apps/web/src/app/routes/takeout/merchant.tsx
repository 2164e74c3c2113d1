import type { Product } from '@wayfare/contracts';
import Dialog from 'antd-mobile/es/components/dialog';
import SearchBar from 'antd-mobile/es/components/search-bar';
import { useCallback, useState } from 'react';
import { Page } from '@/components/ui/page';
import { EmptyState, ErrorState, LoadingState } from '@/components/ui/states';
import { href, paths } from '@/config/paths';
import { useAppInfo } from '@/features/app-config/api/get-app-info';
import { useMerchantInfo } from '@/features/takeout/api/get-merchant-info';
import { CartBar, type CartBlock } from '@/features/takeout/components/cart-bar';
import { CartSheet } from '@/features/takeout/components/cart-sheet';
import { MenuView } from '@/features/takeout/components/menu-view';
import { MerchantHero } from '@/features/takeout/components/merchant-hero';
import { SpecPopup } from '@/features/takeout/components/spec-popup';
import { useDeliveryTarget } from '@/features/takeout/hooks/use-delivery-target';
import { useMerchantCart } from '@/features/takeout/hooks/use-merchant-cart';
import { searchMenu } from '@/features/takeout/utils/menu-search';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { ApiError } from '@/lib/api-client';
import { navigate } from '@/lib/navigation';
import styles from './merchant.module.css';

/** `q`: a search inside the menu to start with (a dish found by the food search). */
type Props = { mid?: string; q?: string };

/**
 * A restaurant: header (hours, open state, fee, distance; closed or out of range said before anything is
 * added), the menu by category with a side nav, add buttons and the spec popup, the sticky cart bar and
 * the cart popup, and a search inside the menu. Checkout is blocked while closed, out of range or under the
 * minimum order.
 */
export default function Merchant({ mid = '', q = '' }: Props) {
  const { t } = useTranslation();
  const target = useDeliveryTarget();
  const info = useMerchantInfo(mid, target?.where ?? {}, currentLocale());
  const max = useAppInfo().data?.cartMaxItems;
  const merchant = info.data;
  const cart = useMerchantCart(mid, merchant, max);
  const [choosing, setChoosing] = useState<Product | null>(null);
  const [cartOpen, setCartOpen] = useState(false);
  const [menuText, setMenuText] = useState(q);

  const changeAddress = () => void navigate(href(paths.userAddress, { select: 1 }));
  // Stable, so the memoised dish rows draw again only when their own dish or count changes.
  const openDish = useCallback((p: Product) => void navigate(href(paths.productDetail, { mid, pid: p.pid })), [mid]);

  if (!/^\d+$/.test(mid) || (info.error instanceof ApiError && info.error.key === 'not_found')) {
    return (
      <Page title={t('pages.merchant')}>
        <EmptyState title={t('takeout.merchant.not_found')} />
      </Page>
    );
  }
  if (!merchant) {
    return (
      <Page title={t('pages.merchant')}>
        {info.isError ? (
          <ErrorState error={info.error} onRetry={() => void info.refetch()} />
        ) : (
          <LoadingState variant="detail" />
        )}
      </Page>
    );
  }

  const short = Math.max(0, merchant.minOrder - cart.total);
  const block: CartBlock =
    cart.count === 0
      ? 'empty'
      : !merchant.open
        ? 'closed'
        : merchant.inRange === false
          ? 'range'
          : short > 0
            ? 'min'
            : null;
  const bar = (
    <CartBar
      count={cart.count}
      total={cart.total}
      unit={merchant.unit}
      deliveryFee={merchant.deliveryFee}
      block={block}
      short={short}
      onOpenCart={() => setCartOpen(true)}
      onCheckout={() => {
        setCartOpen(false);
        void navigate(href(paths.confirmTakeoutOrder, { mid }));
      }}
    />
  );
  const clear = async () => {
    const ok = await Dialog.confirm({
      content: t('takeout.cart.clear_confirm'),
      confirmText: t('takeout.cart.clear'),
      cancelText: t('common.cancel'),
    });
    if (!ok) return;
    cart.clear();
    setCartOpen(false);
  };
  const dishes = merchant.categories.filter((c) => c.products.length > 0);
  const shown = searchMenu(dishes, menuText);
  const searching = menuText.trim().length > 0;

  return (
    <Page title={merchant.name} footer={bar}>
      <MerchantHero
        merchant={merchant}
        addressText={target?.text ?? null}
        onChangeAddress={changeAddress}
        onOpenReviews={() => void navigate(href(paths.commentList, { mid: merchant.mid }))}
      />
      <div className={styles.menu}>
        {dishes.length > 0 && (
          <div className={styles.menuSearch}>
            <SearchBar
              placeholder={t('takeout.menu_search.placeholder')}
              aria-label={t('takeout.menu_search.placeholder')}
              value={menuText}
              onChange={setMenuText}
              clearable={false}
              showCancelButton={(_focus, value) => value.length > 0}
              cancelText={t('common.cancel')}
              onCancel={() => setMenuText('')}
              style={{ '--height': '38px', '--border-radius': '19px', '--background': 'var(--wf-card)' }}
              data-testid="menu-search"
            />
          </div>
        )}
        {dishes.length === 0 ? (
          <EmptyState title={t('takeout.merchant.empty_menu')} description={t('takeout.merchant.empty_menu_desc')} />
        ) : searching && shown.length === 0 ? (
          <EmptyState title={t('takeout.menu_search.none', { text: menuText.trim() })} />
        ) : (
          <MenuView
            key={searching ? 'search' : 'menu'}
            categories={searching ? shown.map((c) => ({ ...c, name: t('takeout.menu_search.results') })) : dishes}
            quantityOf={cart.quantityOf}
            onOpen={openDish}
            onChoose={setChoosing}
            onQuantity={cart.setPlainQuantity}
          />
        )}
      </div>
      <SpecPopup product={choosing} onClose={() => setChoosing(null)} onAdd={cart.add} />
      <CartSheet
        visible={cartOpen && cart.count > 0}
        lines={cart.lines}
        unit={merchant.unit}
        onClose={() => setCartOpen(false)}
        onQuantity={cart.setQuantity}
        onClear={() => void clear()}
        footer={bar}
      />
    </Page>
  );
}
