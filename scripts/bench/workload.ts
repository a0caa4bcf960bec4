import type pg from 'pg';

/**
 * The trip (issue 13): seven days, 30 itinerary items, 5 flights, 5 stays and 5 tours, 10 expenses
 * shared by three people, a checklist, a few tips and contacts; the owner plus two shared users. `scale`
 * multiplies every list in it (issue 31 measures a trip 100 times larger). Returns the trip and a day in
 * the middle of it.
 */
export async function seedTripWorkload(
  pool: pg.Pool,
  ownerId: string,
  scale = 1,
): Promise<{ tripId: string; day: string }> {
  const n = (count: number) => count * scale;
  const { rows } = await pool.query<{ id: string; day: string }>(
    `insert into trips (id, owner_id, title, destination_name, destination_country_code, destination_lat,
                        destination_lon, start_date, end_date, budget, currency, budget_minor, interests)
     values (gen_random_uuid(), $1, 'A week in Lisbon', 'Lisbon', 'PT', 38.72, -9.13, current_date + 30,
             current_date + 36, 'mid-range', 'EUR', 250000, '{food,history}')
     returning id, to_char(current_date + 32, 'YYYY-MM-DD') as day`,
    [ownerId],
  );
  const { id: tripId, day } = rows[0]!;
  const run = (text: string) => pool.query(text, [tripId]);
  await run(`insert into trip_shares (id, trip_id, user_id, role)
             select gen_random_uuid(), $1, id, 'viewer' from users where email in
             ('traveller1@bench.test', 'traveller2@bench.test')`);
  await run(`insert into trip_participants (id, trip_id, kind, user_id, name)
             select gen_random_uuid(), $1, 'user', u.id, u.name from trips t join users u on u.id = t.owner_id
             where t.id = $1
             union all
             select gen_random_uuid(), $1, 'user', u.id, u.name from trip_shares s join users u on u.id = s.user_id
             where s.trip_id = $1`);
  await run(`insert into itinerary_items (id, trip_id, date, time_of_day, time, place_name, notes, location, position)
             select gen_random_uuid(), $1, t.start_date + (i % 7),
                    (array['morning','afternoon','evening','night'])[1 + i % 4], lpad((8 + i % 12)::text, 2, '0') || ':00',
                    'Place ' || i, 'Notes about place ' || i, 'Rua ' || i || ', Lisboa', i / 7
             from trips t, generate_series(0, ${n(30) - 1}) as i where t.id = $1`);
  await run(`insert into flights (id, trip_id, airline, flight_number, departure_airport, departure_airport_name,
                                   departure_at, departure_zone, arrival_airport, arrival_airport_name, arrival_at,
                                   arrival_zone, confirmation_code, passengers, baggages, currency)
             select gen_random_uuid(), $1, 'TAP', 'TP' || (100 + i), 'GRU', 'Guarulhos',
                    (t.start_date + i % 5)::timestamptz + interval '10 hours', 'America/Sao_Paulo', 'LIS', 'Humberto Delgado',
                    (t.start_date + i % 5)::timestamptz + interval '20 hours', 'Europe/Lisbon', 'ABC' || i,
                    '[{"name":"Ana","seat":"12A"}]', '[{"type":"checked","weightKg":23,"quantity":1}]', 'EUR'
             from trips t, generate_series(0, ${n(5) - 1}) as i where t.id = $1`);
  await run(`insert into bookings (id, trip_id, accommodation_name, check_in, check_out, address, price_minor, currency, booked)
             select gen_random_uuid(), $1, 'Hotel ' || i, t.start_date + i % 5, t.start_date + i % 5 + 1, 'Avenida ' || i,
                    12000 + i, 'EUR', i % 2 = 0
             from trips t, generate_series(0, ${n(5) - 1}) as i where t.id = $1`);
  await run(`insert into tours (id, trip_id, name, date, time, location, price_minor, currency, booked)
             select gen_random_uuid(), $1, 'Tour ' || i, t.start_date + i % 5, '14:00', 'Belém', 3500, 'EUR', true
             from trips t, generate_series(0, ${n(5) - 1}) as i where t.id = $1`);
  await run(`with people as (select id, row_number() over (order by id) as n from trip_participants where trip_id = $1)
             insert into expenses (id, trip_id, description, amount_minor, currency, category, date, paid_by, division)
             select gen_random_uuid(), $1, 'Expense ' || i, 3 * (1000 + i), 'EUR', 'food', t.start_date + i % 7,
                    (select id from people where n = 1 + i % 3), 'equal'
             from trips t, generate_series(1, ${n(10)}) as i where t.id = $1`);
  await run(`insert into expense_shares (expense_id, participant_id, position, share_minor)
             select e.id, p.id, row_number() over (partition by e.id order by p.id) - 1, e.amount_minor / 3
             from expenses e cross join trip_participants p where e.trip_id = $1 and p.trip_id = $1`);
  await run(`insert into checklist_groups (id, trip_id, name)
             select gen_random_uuid(), $1, name from unnest(array['Documents', 'Clothes']) as name`);
  await run(`insert into checklist_items (id, group_id, trip_id, text, done)
             select gen_random_uuid(), g.id, $1, g.name || ' ' || i, i % 2 = 0
             from checklist_groups g, generate_series(1, ${n(5)}) as i where g.trip_id = $1`);
  await run(`insert into tips (id, trip_id, category, text)
             select gen_random_uuid(), $1, 'food', 'Tip ' || i from generate_series(1, ${n(3)}) as i`);
  await run(`insert into contacts (id, trip_id, name, type, value)
             select gen_random_uuid(), $1, 'Contact ' || i, 'phone', '+351 21 000 000' || i
             from generate_series(1, ${n(2)}) as i`);
  return { tripId, day };
}

/** The administration's dashboard (issue 14) reads a platform of this size. */
export const ADMIN_USERS = 100_000;

/**
 * Tops the platform up to ADMIN_USERS accounts of every role and status, signed up over the last
 * half-year, a fifth of them premium, with 200,000 AI generations and 20,000 feedback messages, and
 * makes one traveller the platform admin. Returns that admin's e-mail.
 */
export async function seedAdminWorkload(pool: pg.Pool): Promise<string> {
  const { rows } = await pool.query<{ n: number }>('select count(*)::int as n from users');
  const start = rows[0]!.n + 1;
  await pool.query(
    `insert into users (id, name, email, role, status, is_premium, created_at)
     select gen_random_uuid(), 'Member ' || i, 'member' || i || '@bench.test',
            (array['user','user','user','user','user','user','consultant','consultant-admin'])[1 + i % 8],
            (array['active','active','active','active','active','active','pending','suspended'])[1 + i % 8],
            i % 5 = 0, now() - (i % 180) * interval '1 day'
     from generate_series($1::int, $2::int) as i`,
    [start, ADMIN_USERS],
  );
  await pool.query(
    `with picked as (select array_agg(id) as ids from (select id from users limit 1000) s)
     insert into ai_usages (id, user_id, feature, used_at)
     select gen_random_uuid(), picked.ids[1 + i % 1000], (array['itinerary','checklist','tips','cost-estimate'])[1 + i % 4],
            now() - (i % 90) * interval '1 day'
     from picked, generate_series(1, 200000) as i`,
  );
  await pool.query(
    `insert into feedback (id, user_id, type, text)
     select gen_random_uuid(), null, (array['critique','suggestion','compliment','help'])[1 + i % 4], 'Feedback ' || i
     from generate_series(1, 20000) as i`,
  );
  await pool.query(`update users set role = 'admin' where email = 'traveller7@bench.test'`);
  await pool.query('analyze users; analyze ai_usages; analyze feedback');
  return 'traveller7@bench.test';
}
