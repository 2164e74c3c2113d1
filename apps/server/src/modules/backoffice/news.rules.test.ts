import { describe, expect, it } from 'vitest';
import { HELP, PROTOCOLS } from '../../db/seed/content';
import { htmlPerLocale, LOCALES } from '../../db/seed/text';
import { htmlRichText, richTextHtml } from './news.rules';

describe("the back office's rich text (help articles, protocols)", () => {
  it('opens and saves every seeded text unchanged, so the seed can still tell an untouched text from an edit', () => {
    const seeded = [...HELP.map((h) => htmlPerLocale(h.body)), ...PROTOCOLS.map((p) => p.content)];
    for (const text of seeded)
      for (const l of LOCALES)
        expect(richTextHtml(htmlRichText(text[l])), `${l}: ${text.en.slice(0, 40)}`).toBe(text[l]);
  });

  it('writes headings, bullet lists and paragraphs, and escapes any markup typed into the form', () => {
    expect(richTextHtml('## Refunds\r\n\r\n- one\n- two & <i>three</i>\n\nLine one\nline two')).toBe(
      '<h3>Refunds</h3><ul><li>one</li><li>two &amp; &lt;i&gt;three&lt;/i&gt;</li></ul><p>Line one line two</p>',
    );
    expect(richTextHtml('<script>alert(1)</script>')).toBe('<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>');
    expect(htmlRichText('<h3>A &amp; B</h3><ul><li>x</li></ul><p>y<br>z</p>')).toBe('## A & B\n\n- x\n\ny z');
  });
});
