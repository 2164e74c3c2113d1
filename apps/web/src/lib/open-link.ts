import { isKnownPath, isTabPath } from '@/config/paths';
import { navigate, switchTab } from './navigation';

/**
 * Follow a link from server content (banners, service entries): app pages open in the app with the
 * right rule (tab pages by switchTab), web addresses in a new tab, anything else is ignored.
 */
export function openLink(link: string | null | undefined): void {
  const url = link?.trim();
  if (!url) return;
  if (/^https?:\/\//i.test(url)) {
    window.open(url, '_blank', 'noopener,noreferrer');
    return;
  }
  if (!isKnownPath(url)) return;
  void (isTabPath(url) ? switchTab(url) : navigate(url)).catch(() => {});
}
