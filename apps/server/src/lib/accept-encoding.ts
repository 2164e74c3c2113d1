/** Whether an Accept-Encoding header takes `encoding` (listed without `q=0`). */
export function accepts(header: string, encoding: string): boolean {
  return header
    .toLowerCase()
    .split(',')
    .some((part) => {
      const [name, ...params] = part.trim().split(';');
      return (name === encoding || name === '*') && !params.some((p) => /^\s*q=0(\.0+)?\s*$/.test(p));
    });
}

const chosen = new Map<string, 'br' | 'gzip' | null>();

/**
 * The encoding to send an answer kept as brotli and gzip in, preferring brotli (as the build's files and
 * @fastify/compress do): null for identity. Browsers send a handful of distinct headers, so the answer for
 * each is remembered (a bounded number of them).
 */
export function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    encoding = accepts(header, 'br') ? 'br' : accepts(header, 'gzip') ? 'gzip' : null;
    if (chosen.size >= 200) chosen.clear();
    chosen.set(header, encoding);
  }
  return encoding;
}
