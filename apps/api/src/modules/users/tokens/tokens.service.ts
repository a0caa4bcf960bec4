import { createHash, randomBytes } from 'node:crypto';
import {
  PERSONAL_TOKEN_PREFIX,
  PERSONAL_TOKENS_MAX,
  type CreatedPersonalToken,
  type PersonalToken,
  type personalTokenInputSchema,
} from '@trilha/shared';
import type { z } from 'zod';
import type { Database } from '../../../db/client';
import { conflict } from '../../../lib/errors';
import type { Actor } from '../../../plugins/auth';
import { authorizeToken } from './tokens.policy';
import { presentToken } from './tokens.presenter';
import { tokensRepository } from './tokens.repository';

type TokenInput = z.output<typeof personalTokenInputSchema>;

/** How the database finds a token: its SHA-256, hex. */
export const hashOfToken = (token: string): string => createHash('sha256').update(token).digest('hex');

/** A new secret: the prefix and 256 random bits, base64url (47 characters in all). */
const newSecret = (): string => `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;

/** The characters of a token shown in lists. */
const HINT_LENGTH = 4;

export function createTokensService({ db, now = () => new Date() }: { db: Database; now?: () => Date }) {
  return {
    async list(actor: Actor): Promise<PersonalToken[]> {
      const rows = await tokensRepository.listLive(db, actor.id, now());
      return rows.map(presentToken);
    },

    /** A new token: its secret is in this answer only, and only its hash is kept. */
    async create(actor: Actor, input: TokenInput): Promise<CreatedPersonalToken> {
      const token = newSecret();
      const row = await db.transaction(async (tx) => {
        if ((await tokensRepository.countLiveLocked(tx, actor.id, now())) >= PERSONAL_TOKENS_MAX) {
          throw conflict('TOO_MANY_TOKENS');
        }
        return tokensRepository.insert(tx, {
          userId: actor.id,
          name: input.name,
          scopes: input.scopes,
          tokenHash: hashOfToken(token),
          hint: token.slice(-HINT_LENGTH),
          expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
        });
      });
      return { ...presentToken(row), token };
    },

    async revoke(actor: Actor, id: string): Promise<void> {
      const token = await tokensRepository.find(db, id);
      authorizeToken(actor, token);
      await tokensRepository.revoke(db, token.id, now());
    },
  };
}

export type TokensService = ReturnType<typeof createTokensService>;
