import { toHtml } from '../../db/seed/text';

/** Plain text (paragraphs separated by blank lines) to escaped HTML paragraphs: no markup gets through. */
export function paragraphsHtml(text: string): string {
  const esc = (s: string) =>
    s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${esc(p).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** Stored HTML back to the editor's plain text: paragraphs become blank lines, tags go, entities decode. */
export function htmlParagraphsText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|h[1-6]|li|div)>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/**
 * The editor's rich text (help articles, protocols) to the HTML the app shows, rendered by the seed's own
 * `toHtml`, so a seeded text opened and saved unchanged stays byte-for-byte the seeded version (and the
 * seed may still revise it). Blocks are separated by blank lines: `## ` starts a heading, a block whose
 * every line starts with `- ` is a bullet list, any other block is a paragraph (its lines joined by spaces).
 */
export function richTextHtml(text: string): string {
  const doc: (string | string[])[] = text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((b) => b.trim())
    .filter(Boolean)
    .map((block) => {
      const lines = block.split('\n').map((l) => l.trim());
      if (lines.every((l) => /^- /.test(l))) return lines.map((l) => l.slice(2).trim());
      const flat = lines.join(' ');
      return block.startsWith('## ') ? `## ${flat.slice(3).trim()}` : flat;
    })
    .filter((b) => b.length > 0);
  return toHtml(doc);
}

const decode = (s: string) =>
  s
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&');

/** Stored HTML (headings, bullet lists, paragraphs) back to the editor's rich text. */
export function htmlRichText(html: string): string {
  const blocks: string[] = [];
  for (const m of html.matchAll(/<(h[1-6]|ul|ol|p)[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const [, tag = '', inner = ''] = m;
    const text = (s: string) => decode(s.replace(/<br\s*\/?>/gi, ' ').replace(/<[^>]*>/g, '')).trim();
    if (/^h/i.test(tag)) blocks.push(`## ${text(inner)}`);
    else if (/^(ul|ol)$/i.test(tag))
      blocks.push([...inner.matchAll(/<li[^>]*>([\s\S]*?)<\/li>/gi)].map((li) => `- ${text(li[1] ?? '')}`).join('\n'));
    else blocks.push(text(inner));
  }
  return blocks.filter(Boolean).join('\n\n');
}
