import type { Plugin } from 'vite';

type Asset = { type: 'asset'; fileName: string; source: string | Uint8Array };

/**
 * The app's own stylesheet (13 kB, under 4 kB compressed) is written into index.html's head, where its link
 * was: a first visit paints without a second round trip for it, and it keeps its place ahead of the
 * screens' stylesheets, which load later at the end of the head (the cascade depends on that order). The
 * Content-Security-Policy allows inline styles. The file stays in the build for anything that names it.
 */
export function inlineEntryStylesheet(): Plugin {
  return {
    name: 'wayfare-inline-entry-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const link = html.match(/<link rel="stylesheet" crossorigin href="\/(static\/index-[\w-]+\.css)">/);
        if (!link) throw new Error('inline-css: no entry stylesheet link in index.html');
        const asset = ctx.bundle?.[link[1] ?? ''] as Asset | undefined;
        if (asset?.type !== 'asset') throw new Error(`inline-css: ${link[1]} is not in the bundle`);
        const css = typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
        if (css.includes('</')) throw new Error('inline-css: the stylesheet would end the style element');
        return html.replace(link[0], () => `<style>${css.trim()}</style>`);
      },
    },
  };
}
