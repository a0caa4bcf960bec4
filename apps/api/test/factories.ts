import { randomBytes } from 'node:crypto';
import { PERSONAL_TOKEN_PREFIX, TOKEN_SCOPES, type Role, type UserStatus } from '@trilha/shared';
import { personalTokens, trips, tripShares, users } from '../src/db/schema';
import { hashPassword } from '../src/lib/passwords';
import { newId } from '../src/lib/ids';
import { tokenPayloadFor } from '../src/modules/users/users.presenter';
import type { UserRow } from '../src/modules/users/users.repository';
import { hashOfToken } from '../src/modules/users/tokens/tokens.service';
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

let tripCounter = 0;

/** A trip straight in the database, owned by `owner`, by default a week starting in 30 days. */
export async function createTrip(
  ctx: TestContext,
  owner: CreatedUser,
  overrides: Partial<typeof trips.$inferInsert> = {},
) {
  tripCounter += 1;
  const start = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
  const end = new Date(Date.now() + 37 * 86_400_000).toISOString().slice(0, 10);
  const [trip] = await ctx.db
    .insert(trips)
    .values({
      ownerId: owner.user.id,
      title: `Trip ${tripCounter}`,
      destinationName: 'Lisbon',
      destinationCountryCode: 'PT',
      destinationLat: 38.72,
      destinationLon: -9.13,
      startDate: start,
      endDate: end,
      budget: 'mid-range',
      currency: 'EUR',
      ...overrides,
    })
    .returning();
  return trip!;
}

export async function shareTrip(
  ctx: TestContext,
  tripId: string,
  user: CreatedUser,
  role: 'viewer' | 'admin',
) {
  await ctx.db.insert(tripShares).values({ tripId, userId: user.user.id, role });
}

/** A personal access token of `who` with these scopes (by default all), straight in the database. */
export async function createPersonalToken(
  ctx: TestContext,
  who: CreatedUser,
  scopes: readonly string[] = TOKEN_SCOPES,
): Promise<{ token: string; auth: { authorization: string } }> {
  const token = `${PERSONAL_TOKEN_PREFIX}${randomBytes(32).toString('base64url')}`;
  await ctx.db.insert(personalTokens).values({
    userId: who.user.id,
    name: 'Test token',
    scopes: [...scopes],
    tokenHash: hashOfToken(token),
    hint: token.slice(-4),
  });
  return { token, auth: { authorization: `Bearer ${token}` } };
}
