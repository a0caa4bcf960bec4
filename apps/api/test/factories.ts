import type { Role, UserStatus } from '@trilha/shared';
import { trips, tripShares, users } from '../src/db/schema';
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
