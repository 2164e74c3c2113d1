const MB = 1024 * 1024;

/** Spec section 5: chat files have a size limit of %s MB (the server's `chatFileMaxMb`). */
export const isOverLimit = (size: number, maxMb: number) => size > maxMb * MB;

/** 1.2 MB, 340 KB, 12 B in the user's number format. */
export function formatFileSize(bytes: number, locale: string): string {
  const nf = (max: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: max });
  if (bytes >= MB) return `${nf(1).format(bytes / MB)} MB`;
  if (bytes >= 1024) return `${nf(0).format(bytes / 1024)} KB`;
  return `${nf(0).format(bytes)} B`;
}
