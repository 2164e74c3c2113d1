/** A client message id (contract: 8-64 of `A-Za-z0-9_-`): a resent message is stored once and matched. */
export function newClientId(): string {
  const bytes = new Uint8Array(12);
  crypto.getRandomValues(bytes);
  const rand = Array.from(bytes, (b) => b.toString(36).padStart(2, '0')).join('');
  return `c${Date.now().toString(36)}${rand}`.slice(0, 40);
}
