import { z } from 'zod';
import { requiredText } from './common';
import { updateSchemaOf } from './updates';

/**
 * Issue 34, "Signing in": passkeys (WebAuthn). The browser's answers are @simplewebauthn/browser's JSON
 * (base64url fields), checked here for shape and size only: the server's WebAuthn library checks what
 * they say.
 */

export const PASSKEY_NAME_MAX_LENGTH = 60;
/** The most passkeys one account keeps (all of them are named to the browser when adding another). */
export const MAX_PASSKEYS = 20;

const base64url = (max: number) =>
  z
    .string({ error: 'validation.required' })
    .max(max, { error: 'validation.tooLong' })
    .regex(/^[A-Za-z0-9_-]*$/, { error: 'validation.invalid' });
const credentialIdSchema = base64url(1024).min(1, { error: 'validation.required' });
const publicKeyType = z.literal('public-key', { error: 'validation.invalidChoice' });
const attachmentSchema = z
  .enum(['platform', 'cross-platform'], { error: 'validation.invalidChoice' })
  .optional();
const extensionResultsSchema = z.record(z.string(), z.unknown()).default({});

/** The signed challenge token the options came with: valid 5 minutes, sent back with the browser's answer. */
const challengeTokenSchema = z
  .string({ error: 'validation.required' })
  .min(1, { error: 'validation.required' })
  .max(4096, { error: 'validation.tooLong' });

/** navigator.credentials.create()'s answer, as startRegistration() gives it. */
export const registrationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(8192),
    attestationObject: base64url(65536),
    authenticatorData: base64url(65536).optional(),
    transports: z
      .array(z.string().max(32, { error: 'validation.tooLong' }))
      .max(10, { error: 'validation.tooMany' })
      .optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url(8192).optional(),
  }),
  authenticatorAttachment: attachmentSchema,
  clientExtensionResults: extensionResultsSchema,
});

/** navigator.credentials.get()'s answer, as startAuthentication() gives it. */
export const authenticationResponseSchema = z.object({
  id: credentialIdSchema,
  rawId: credentialIdSchema,
  type: publicKeyType,
  response: z.object({
    clientDataJSON: base64url(8192),
    authenticatorData: base64url(65536),
    signature: base64url(8192),
    userHandle: base64url(1024).optional(),
  }),
  authenticatorAttachment: attachmentSchema,
  clientExtensionResults: extensionResultsSchema,
});

/**
 * POST /users/passkeys/options and POST /auth/passkey/options: what to hand the browser
 * (PublicKeyCredentialCreationOptionsJSON, or …RequestOptionsJSON to sign in) and the challenge token
 * to send back with its answer.
 */
export const passkeyOptionsSchema = z.object({
  options: z.record(z.string(), z.unknown()),
  challenge: z.string(),
});
export type PasskeyOptions = z.infer<typeof passkeyOptionsSchema>;

const passkeyNameSchema = requiredText(PASSKEY_NAME_MAX_LENGTH);

/** POST /users/passkeys: the name the person gives it, the browser's answer and the options' challenge. */
export const createPasskeySchema = z.object({
  name: passkeyNameSchema,
  response: registrationResponseSchema,
  challenge: challengeTokenSchema,
});
export type CreatePasskeyInput = z.input<typeof createPasskeySchema>;

/** PUT /users/passkeys/{passkeyId}: a new name. */
export const updatePasskeySchema = updateSchemaOf(z.object({ name: passkeyNameSchema }));
export type UpdatePasskeyInput = z.input<typeof updatePasskeySchema>;

/** POST /auth/passkey: the browser's answer and the options' challenge. */
export const passkeyLoginSchema = z.object({
  response: authenticationResponseSchema,
  challenge: challengeTokenSchema,
});
export type PasskeyLoginInput = z.input<typeof passkeyLoginSchema>;

/** GET /users/passkeys: the account's passkeys, oldest first. */
export const passkeySchema = z.object({
  _id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** 'singleDevice', or 'multiDevice' for a passkey its platform syncs (iCloud Keychain, Google Password Manager). */
  deviceType: z.string(),
  backedUp: z.boolean(),
});
export type Passkey = z.infer<typeof passkeySchema>;
