import { z } from 'zod';
import { passwordSchema, plainText } from './common';
import type { Role } from '../constants/roles';
import { authResponseSchema } from './auth';

/**
 * Issue 34, "Signing in": the sessions page, the TOTP second factor with its backup codes, and the
 * administrator's requirement of it. One contract for the server and the web app.
 */

/** How a session signed in; OIDC and passkeys add theirs (the column is plain text). */
export const SESSION_METHODS = ['password', 'google', 'passkey', 'oidc'] as const;
export type SessionMethod = (typeof SESSION_METHODS)[number];

/** GET /users/sessions: the account's live sessions, newest first; `current` is the caller's own. */
export const sessionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  userAgent: z.string().nullable(),
  ip: z.string().nullable(),
  method: z.string(),
  current: z.boolean(),
});
export type Session = z.infer<typeof sessionSchema>;

/** DELETE /users/sessions?others=true: every session but the caller's own. */
export const revokeSessionsQuerySchema = z.object({
  others: z.enum(['true'], { error: 'validation.invalidChoice' }),
});

/** How many one-time backup codes an enrolment gives. */
export const BACKUP_CODE_COUNT = 10;
/** A TOTP code: six digits (spaces people type between groups are dropped). */
export const totpCodeSchema = plainText()
  .transform((code) => code.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'validation.totpCode' }));
/** A backup code as shown (`abcd-efgh-ij`): letters and digits, dashes and spaces ignored, any case. */
export const backupCodeSchema = plainText()
  .transform((code) => code.replace(/[\s-]+/g, '').toLowerCase())
  .pipe(z.string().regex(/^[a-z0-9]{10}$/, { error: 'validation.backupCode' }));

/** POST /users/two-factor: a new secret to enrol, not enabled until confirmed. */
export const twoFactorEnrolmentSchema = z.object({
  secret: z.string(),
  /** otpauth://totp/Trilha:<e-mail>?secret=…&issuer=Trilha */
  uri: z.string(),
  /** The URI as a QR code, an SVG document. */
  qrSvg: z.string(),
});
export type TwoFactorEnrolment = z.infer<typeof twoFactorEnrolmentSchema>;

export const twoFactorConfirmSchema = z.object({ code: totpCodeSchema });
export type TwoFactorConfirmInput = z.input<typeof twoFactorConfirmSchema>;

/** POST /users/two-factor/confirm: the backup codes, shown only in this answer. */
export const backupCodesSchema = z.object({ backupCodes: z.array(z.string()) });
export type BackupCodes = z.infer<typeof backupCodesSchema>;

/** DELETE /users/two-factor: the password or a current code. */
export const twoFactorDisableSchema = z
  .object({ password: passwordSchema.optional(), code: totpCodeSchema.optional() })
  .refine((body) => body.password !== undefined || body.code !== undefined, {
    error: 'validation.passwordOrCode',
    path: ['password'],
  });
export type TwoFactorDisableInput = z.input<typeof twoFactorDisableSchema>;

/** GET /users/two-factor. `required`: the platform requires it of this account (enrol before anything). */
export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  backupCodesLeft: z.number().int(),
  required: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** POST /auth/login (and /auth/google) for an account with a second factor: no token yet. */
export const twoFactorChallengeSchema = z.object({
  twoFactorRequired: z.literal(true),
  /** Signed, valid 5 minutes: POST /auth/login/two-factor takes it with the code. */
  challenge: z.string(),
});
export type TwoFactorChallenge = z.infer<typeof twoFactorChallengeSchema>;

export const loginResponseSchema = z.union([authResponseSchema, twoFactorChallengeSchema]);
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** POST /auth/login/two-factor: the challenge with a TOTP code or one backup code. */
export const twoFactorLoginSchema = z
  .object({
    challenge: z.string().min(1, { error: 'validation.required' }).max(4096),
    code: totpCodeSchema.optional(),
    backupCode: backupCodeSchema.optional(),
  })
  .refine((body) => (body.code === undefined) !== (body.backupCode === undefined), {
    error: 'validation.codeOrBackupCode',
    path: ['code'],
  });
export type TwoFactorLoginInput = z.input<typeof twoFactorLoginSchema>;

/** Who must have a second factor: nobody, the staff (admins, consultant-admins, consultants), everyone. */
export const TWO_FACTOR_REQUIREMENTS = ['nobody', 'staff', 'everyone'] as const;
export type TwoFactorRequirement = (typeof TWO_FACTOR_REQUIREMENTS)[number];

/** GET/PUT /admin/settings: the platform's settings (partial PUT). */
export const platformSettingsSchema = z.object({
  twoFactorRequired: z.enum(TWO_FACTOR_REQUIREMENTS, { error: 'validation.invalidChoice' }),
});
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;
export const updatePlatformSettingsSchema = platformSettingsSchema.partial().strict();

const STAFF_ROLES: readonly Role[] = ['admin', 'consultant-admin', 'consultant'];
/** Whether the platform's requirement applies to an account of this role. */
export const twoFactorRequiredOf = (requirement: TwoFactorRequirement, role: Role): boolean =>
  requirement === 'everyone' || (requirement === 'staff' && STAFF_ROLES.includes(role));
export type UpdatePlatformSettingsInput = z.infer<typeof updatePlatformSettingsSchema>;
