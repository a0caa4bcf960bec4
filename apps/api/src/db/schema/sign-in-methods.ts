import { bigint, boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, primaryId } from './columns';
import { users } from './users';

/**
 * A passkey (a WebAuthn credential) a person registered to sign in without a password. Its public key and
 * id are stored as base64url text, as @simplewebauthn hands them over; the counter guards against a cloned
 * authenticator (one that reports a counter at all).
 */
export const userPasskeys = pgTable(
  'user_passkeys',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    credentialId: text().notNull(),
    publicKey: text().notNull(),
    counter: bigint({ mode: 'number' }).notNull().default(0),
    transports: text().array().notNull().default([]),
    /** 'singleDevice' or 'multiDevice' (a synced passkey), as the authenticator said at registration. */
    deviceType: text().notNull(),
    backedUp: boolean().notNull().default(false),
    /** What the person called it ("MacBook", "Phone"). */
    name: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_passkeys_credential_unique').on(table.credentialId),
    index('user_passkeys_user_idx').on(table.userId),
  ],
);

/**
 * An account at an OpenID Connect provider linked to a Trilha account: found by its issuer and subject
 * (the provider's stable id for the person); linked the first time by the provider's verified e-mail.
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    issuer: text().notNull(),
    subject: text().notNull(),
    /** The e-mail the provider vouched for when the link was made (or last used). */
    email: text().notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('user_identities_issuer_subject_unique').on(table.issuer, table.subject),
    index('user_identities_user_idx').on(table.userId),
  ],
);

/**
 * A personal access token (issue 36): a script's or an AI agent's way in, limited by its scopes. Only the
 * SHA-256 of the secret is kept (the secret is 256 random bits, so a plain hash is enough: nothing to
 * guess), found by that hash on each request; `hint` is its last characters for the list. A revoked
 * or expired one stays until the account goes, as sessions do, and is refused.
 */
export const personalTokens = pgTable(
  'personal_tokens',
  {
    id: primaryId(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    tokenHash: text().notNull(),
    hint: text().notNull(),
    scopes: text().array().notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp({ withTimezone: true }),
    // Moved at most every few minutes by the auth hook, as a session's lastSeenAt is.
    lastUsedAt: timestamp({ withTimezone: true }),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (table) => [
    uniqueIndex('personal_tokens_hash_unique').on(table.tokenHash),
    index('personal_tokens_user_idx').on(table.userId, table.createdAt),
  ],
);
