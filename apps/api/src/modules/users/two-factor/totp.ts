import { createHmac, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as every authenticator app reads it: SHA-1, 6 digits, 30 s. */
const PERIOD = 30;
const ISSUER = 'Trilha';
/** A code is accepted one step early or late (clocks drift; the person types slowly). */
const WINDOW = 1;

const totpOf = (secret: string, email = '') =>
  new TOTP({
    issuer: ISSUER,
    label: email,
    algorithm: 'SHA1',
    digits: 6,
    period: PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** 160 random bits (RFC 4226's recommended length), base32 as apps take it typed. */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

/** The otpauth:// URI (issuer Trilha, the account's e-mail) and its QR code as an SVG document. */
export async function enrolmentOf(secret: string, email: string): Promise<{ uri: string; qrSvg: string }> {
  const uri = totpOf(secret, email).toString();
  // Loaded on the first enrolment: the server's idle memory need not hold an encoder few people use.
  const { default: QRCode } = await import('qrcode');
  const qrSvg = await QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { uri, qrSvg };
}

/** The time step a code belongs to (within ±1 of now), or undefined when it matches none. */
export function stepOfCode(secret: string, code: string, now = Date.now()): number | undefined {
  const totp = totpOf(secret);
  const delta = totp.validate({ token: code, timestamp: now, window: WINDOW });
  return delta === null ? undefined : totp.counter({ timestamp: now }) + delta;
}

// Letters and digits that cannot be read as one another (no 0/o, 1/l/i).
const BACKUP_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** One backup code as shown: `abcde-fghjk` (10 characters, about 50 bits). */
export function newBackupCode(): string {
  const chars = Array.from({ length: 10 }, () => BACKUP_ALPHABET[randomInt(BACKUP_ALPHABET.length)]);
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
}

/**
 * How a backup code is kept: an HMAC keyed by the server's secret over the account and the code as typed
 * without dashes or case, so a leaked table alone cannot be searched for codes.
 */
export function backupCodeHasher(serverSecret: string) {
  const key = createHmac('sha256', serverSecret).update('trilha backup codes').digest();
  return (userId: string, code: string) =>
    createHmac('sha256', key)
      .update(`${userId}:${code.replace(/[\s-]+/g, '').toLowerCase()}`)
      .digest('hex');
}
