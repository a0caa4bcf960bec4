import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/app';
import { createTrip, createUser, shareTrip, type CreatedUser } from '../../../test/factories';
import { agencies, agencyMembers } from '../../db/schema';

/**
 * Issue 27: the people search inside an agency, caller by caller. Everyone's name starts with "Roster",
 * so a two-letter prefix would list the whole agency if the search let it.
 */
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp();
});
afterAll(() => ctx.close());

const search = async (who: CreatedUser, query: string) => {
  const res = await ctx.app.inject({
    url: `/api/users/search?query=${encodeURIComponent(query)}`,
    headers: who.auth,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { _id: string; name: string; email: string }[];
};

describe('inside an agency: staff find its members, a client only their own consultant', () => {
  type Who =
    | 'manager'
    | 'consultant'
    | 'otherConsultant'
    | 'inactive'
    | 'client'
    | 'otherClient'
    | 'loneClient'
    | 'outsider';
  let people: Record<Who, CreatedUser>;
  beforeAll(async () => {
    const [agency] = await ctx.db.insert(agencies).values({ name: 'Roster Agency' }).returning();
    const make = (name: string, role: 'user' | 'consultant' | 'consultant-admin' = 'user') =>
      createUser(ctx, { name: `Roster ${name}`, role, agencyId: role === 'user' ? null : agency!.id });
    people = {
      manager: await make('Manager', 'consultant-admin'),
      consultant: await make('Consultant', 'consultant'),
      otherConsultant: await make('Other Consultant', 'consultant'),
      inactive: await make('Inactive Consultant', 'consultant'),
      client: await make('Client'),
      otherClient: await make('Other Client'),
      loneClient: await make('Lone Client'),
      outsider: await make('Outsider'),
    };
    const staff = await ctx.db
      .insert(agencyMembers)
      .values(
        (['manager', 'consultant', 'otherConsultant', 'inactive'] as const).map((who) => ({
          agencyId: agency!.id,
          userId: people[who].user.id,
          kind: 'consultant' as const,
          status: who === 'inactive' ? ('inactive' as const) : ('active' as const),
        })),
      )
      .returning();
    const memberOf = (who: Who) => staff.find((row) => row.userId === people[who].user.id)!.id;
    await ctx.db.insert(agencyMembers).values([
      {
        agencyId: agency!.id,
        userId: people.client.user.id,
        kind: 'client',
        consultantId: memberOf('consultant'),
      },
      {
        agencyId: agency!.id,
        userId: people.otherClient.user.id,
        kind: 'client',
        consultantId: memberOf('otherConsultant'),
      },
      { agencyId: agency!.id, userId: people.loneClient.user.id, kind: 'client' },
    ]);
  });

  const everyoneBut = (...left: string[]) =>
    ['Client', 'Consultant', 'Lone Client', 'Manager', 'Other Client', 'Other Consultant']
      .filter((name) => !left.includes(name))
      .map((name) => `Roster ${name}`)
      .sort();
  const expected: Record<Who, string[]> = {
    manager: everyoneBut('Manager'),
    consultant: everyoneBut('Consultant'),
    otherConsultant: everyoneBut('Other Consultant'),
    inactive: [],
    client: ['Roster Consultant'],
    otherClient: ['Roster Other Consultant'],
    loneClient: [],
    outsider: [],
  };
  for (const [who, names] of Object.entries(expected) as [Who, string[]][]) {
    it(`${who} finds ${names.length ? names.join(', ') : 'nobody'} by a two-letter prefix`, async () => {
      expect((await search(people[who], 'ro')).map((user) => user.name).sort()).toEqual(names);
    });
  }

  it('a client still finds another client by their exact e-mail, or once they share a trip', async () => {
    const { client, otherClient } = people;
    expect((await search(client, otherClient.user.email)).map((user) => user._id)).toEqual([
      otherClient.user.id,
    ]);
    const trip = await createTrip(ctx, otherClient);
    await shareTrip(ctx, trip.id, client, 'viewer');
    expect((await search(client, 'roster')).map((user) => user.name).sort()).toEqual([
      'Roster Consultant',
      'Roster Other Client',
    ]);
  });
});
