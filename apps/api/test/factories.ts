import type { Role, UserStatus } from '@trilha/shared';
import { users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { newId } from '../src/lib/ids';
import { tokenPayloadFor } from '../src/modules/users/users.presenter';
import type { UserRow } from '../src/modules/users/users.repository';
import type { TestContext } from './app';

export const DEFAULT_PASSWORD = 'correct horse battery';
let defaultHash: Promise<string> | undefined;

export interface CreatedUser {
  user: UserRow;
  token: string;
  password: string;
  auth: { authorization: string };
}

/** A user straight in the database (no sign-up rules), with a valid token. */
export async function createUser(
  ctx: TestContext,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role; status?: UserStatus } = {},
): Promise<CreatedUser> {
  defaultHash ??= hashPassword(DEFAULT_PASSWORD);
  const id = newId();
  const [user] = await ctx.db
    .insert(users)
    .values({
      id,
      name: `Traveller ${id.slice(-6)}`,
      email: `user-${id}@example.com`,
      passwordHash: await defaultHash,
      ...overrides,
    })
    .returning();
  const token = await ctx.tokens.sign(tokenPayloadFor(user!));
  return { user: user!, token, password: DEFAULT_PASSWORD, auth: { authorization: `Bearer ${token}` } };
}

export const uniqueEmail = (label = 'person') => `${label}-${newId()}@example.com`;
