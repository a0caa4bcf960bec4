import { jwtDecode } from 'jwt-decode';

/**
 * The payload of a stored session token as it reads, not yet checked against the session token's schema
 * (decodeSessionToken does that), or undefined when it is no current token at all: not a string, invalid
 * base64 or JSON, or past its expiry. It is what the first page checks before anything loads.
 */
export function readTokenClaims(token: unknown, now: number = Date.now()): object | undefined {
  if (typeof token !== 'string') return undefined;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { exp } = payload as { exp?: unknown };
  if (typeof exp === 'number' && exp * 1000 <= now) return undefined;
  return payload;
}
