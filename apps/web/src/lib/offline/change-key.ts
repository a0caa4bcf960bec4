/**
 * A new change's key: a random UUID (v4) sent as `Idempotency-Key`, so a queued creation sent twice (a
 * reload while it was on its way, a retry after a lost answer) is made once by the server.
 * `crypto.randomUUID` exists only on secure pages; a server reached over plain HTTP on a home network
 * still has `getRandomValues`.
 */
export function newChangeKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The request options that send a change's key (none for a change queued before keys existed). */
export const changeKeyOptions = (changeKey: string | undefined) =>
  changeKey ? { headers: { 'Idempotency-Key': changeKey } } : undefined;
