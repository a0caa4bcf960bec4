import { tokenPayloadSchema, type TokenPayload } from '@trilha/shared';
import { readTokenClaims } from './token-claims';

/**
 * The payload of a stored session token, or undefined when the session cannot be restored from it:
 * not a string, invalid base64 or JSON, not our payload, or past its expiry.
 */
export function decodeSessionToken(token: unknown, now: number = Date.now()): TokenPayload | undefined {
  const parsed = tokenPayloadSchema.safeParse(readTokenClaims(token, now));
  return parsed.success ? parsed.data : undefined;
}
