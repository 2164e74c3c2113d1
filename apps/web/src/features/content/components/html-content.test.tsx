import { describe, expect, it } from 'vitest';
import { sanitizeHtml } from './html-content';

describe('sanitizeHtml', () => {
  it('removes scripts, handlers and javascript: links, keeps formatting', () => {
    const out = sanitizeHtml(
      '<h2>Title</h2><p onclick="x()">Hi <b>there</b></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="/a.png" onerror="y()">',
    );
    expect(out).toContain('<h2>Title</h2>');
    expect(out).toContain('<b>there</b>');
    expect(out).not.toMatch(/script|onclick|onerror|javascript:/);
  });

  it('drops inline styles and embedded frames', () => {
    expect(sanitizeHtml('<p style="position:fixed">a</p><iframe src="https://x"></iframe>')).toBe('<p>a</p>');
  });
});
