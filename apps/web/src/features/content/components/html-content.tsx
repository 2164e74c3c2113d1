import DOMPurify from 'dompurify';
import { useMemo } from 'react';
import styles from './html-content.module.css';

/** Article and protocol HTML, sanitized in the browser too (the server sanitizes; we never trust it blindly). */
export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    FORBID_ATTR: ['style'],
  });
}

export function HtmlContent({ html, lang }: { html: string; lang?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by DOMPurify just above
    <div className={styles.content} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />
  );
}
