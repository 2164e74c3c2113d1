import { useQueryClient } from '@tanstack/react-query';
import Dialog from 'antd-mobile/es/components/dialog';
import { useState } from 'react';
import { href, paths } from '@/config/paths';
import { currentLocale } from '@/i18n';
import { useTranslation } from '@/i18n/use-translation';
import { navigate } from '@/lib/navigation';
import { useMoney } from '@/lib/use-money';
import { merchantInfoQuery } from '../api/get-merchant-info';
import { fetchReorderCart } from '../api/get-reorder-cart';
import { cartStore } from '../utils/cart-store';
import { reorderCart } from '../utils/reorder';
import { useDeliveryTarget } from './use-delivery-target';

/**
 * "Order again" of a finished takeout order: the server matches its lines to today's menu; what can be
 * ordered becomes that restaurant's cart (replacing one left there), and every dish that changed price,
 * sold out, lost an option or left the menu is named before the menu opens with the cart.
 */
export function useOrderAgain() {
  const { t } = useTranslation();
  const client = useQueryClient();
  const target = useDeliveryTarget();
  const money = useMoney();
  const [busy, setBusy] = useState<string | null>(null);

  const orderAgain = async (oid: string) => {
    if (busy) return;
    setBusy(oid);
    try {
      const res = await fetchReorderCart({ oid });
      const menu = await client.fetchQuery(merchantInfoQuery(res.mid, target?.where ?? {}, currentLocale()));
      const products = new Map(menu.categories.flatMap((c) => c.products).map((p) => [p.pid, p] as const));
      const lines = reorderCart(res, products);
      if (lines.length) cartStore.replace(res.mid, lines);
      if (res.changes.length) {
        await Dialog.alert({
          title: lines.length ? t('takeout.reorder.changed_title') : t('takeout.reorder.none_title'),
          content: (
            <ul data-testid="reorder-changes" style={{ margin: 0, paddingLeft: 18, textAlign: 'left' }}>
              {res.changes.map((c) => (
                <li key={`${c.kind}:${c.name}`}>
                  {c.kind === 'price'
                    ? t('takeout.reorder.price', {
                        name: c.name,
                        was: money(c.was ?? 0, res.unit),
                        now: money(c.now ?? 0, res.unit),
                      })
                    : t(`takeout.reorder.${c.kind}`, { name: c.name })}
                </li>
              ))}
            </ul>
          ),
          confirmText: t('common.ok'),
        });
      }
      await navigate(href(paths.merchant, { mid: res.mid }));
    } catch {
      // the API client showed the reason
    } finally {
      setBusy(null);
    }
  };

  return { orderAgain, busy };
}
