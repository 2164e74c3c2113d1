import { i18n } from '@/i18n';
import { toast } from './toast';

/** Copy text; toasts "Content copied" or "Copy failed, please copy manually" (spec section 8). */
export async function copyText(text: string): Promise<boolean> {
  let ok = false;
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      ok = true;
    }
  } catch {
    ok = false;
  }
  if (!ok) ok = legacyCopy(text);
  toast(i18n.t(ok ? 'clipboard.copied' : 'clipboard.copy_failed'));
  return ok;
}

/** Read the clipboard; toasts "Reading failed, please paste manually" when the browser refuses. */
export async function readText(): Promise<string | null> {
  try {
    const text = await navigator.clipboard.readText();
    return text;
  } catch {
    toast(i18n.t('clipboard.read_failed'));
    return null;
  }
}

function legacyCopy(text: string): boolean {
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}
