import { jwtDecode } from 'jwt-decode';
import { tokenPayloadSchema, type TokenPayload } from '@trilha/shared';

/**
 * The payload of a stored session token, or undefined when the session cannot be restored from it:
 * not a string, invalid base64 or JSON, not our payload, or past its expiry.
 */
export function decodeSessionToken(token: unknown, now: number = Date.now()): TokenPayload | undefined {
  if (typeof token !== 'string') return undefined;
  let payload: unknown;
  try {
    payload = jwtDecode(token);
  } catch {
    return undefined;
  }
  const parsed = tokenPayloadSchema.safeParse(payload);
  if (!parsed.success) return undefined;
  if (parsed.data.exp !== undefined && parsed.data.exp * 1000 <= now) return undefined;
  return parsed.data;
}
