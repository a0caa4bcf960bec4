/**
 * The baseline: bare Fastify + pg routes reading the same data as the app's endpoints, with no auth,
 * validation or presentation. Our throughput and CPU beside theirs is the figure to watch.
 */
import type { FastifyPluginAsync } from 'fastify';
import type pg from 'pg';

const rowsOf = (table: string, where: string, order: string) =>
  `(select coalesce(json_agg(x order by ${order}), '[]') from ${table} x where ${where})`;

/** The whole trip as one JSON document, in one statement. */
const TRIP_SQL = `
  select row_to_json(t) as trip,
    (select json_agg(p) from (
       select u.id, u.name, u.email, 'owner' as role from users u where u.id = t.owner_id
       union all
       select u.id, u.name, u.email, s.role from trip_shares s join users u on u.id = s.user_id
       where s.trip_id = t.id) p) as people,
    ${rowsOf('flights', 'x.trip_id = t.id', 'x.departure_at, x.id')} as flights,
    ${rowsOf('bookings', 'x.trip_id = t.id', 'x.check_in, x.id')} as bookings,
    ${rowsOf('tours', 'x.trip_id = t.id', 'x.date, x.id')} as tours,
    ${rowsOf('checklist_groups', 'x.trip_id = t.id', 'x.id')} as checklist_groups,
    ${rowsOf('checklist_items', 'x.trip_id = t.id', 'x.id')} as checklist_items,
    ${rowsOf('tips', 'x.trip_id = t.id', 'x.id')} as tips,
    ${rowsOf('itinerary_items', 'x.trip_id = t.id', 'x.date, x.position, x.id')} as itinerary,
    ${rowsOf('contacts', 'x.trip_id = t.id', 'x.id')} as contacts,
    ${rowsOf('trip_participants', 'x.trip_id = t.id', 'x.id')} as participants,
    (select coalesce(json_agg(e order by e.date, e.id), '[]') from (
       select x.*, (select json_agg(s order by s.position) from expense_shares s where s.expense_id = x.id) as shares
       from expenses x where x.trip_id = t.id) e) as expenses
  from trips t where t.id = $1`;

/** One day of the trip, in one statement. */
const DAY_SQL = `
  select row_to_json(t) as trip,
    ${rowsOf('itinerary_items', 'x.trip_id = t.id and x.date = $2', 'x.position, x.id')} as itinerary,
    ${rowsOf('flights', 'x.trip_id = t.id', 'x.departure_at, x.id')} as flights,
    ${rowsOf('bookings', 'x.trip_id = t.id and (x.check_in = $2 or x.check_out = $2)', 'x.check_in, x.id')} as bookings,
    ${rowsOf('tours', 'x.trip_id = t.id and x.date = $2', 'x.id')} as tours,
    (select coalesce(json_agg(e order by e.id), '[]') from (
       select x.*, (select json_agg(s order by s.position) from expense_shares s where s.expense_id = x.id) as shares
       from expenses x where x.trip_id = t.id and x.date = $2) e) as expenses
  from trips t where t.id = $1`;

const grouped = (column: string, table: string, where = '') =>
  `(select coalesce(json_object_agg(k, n), '{}') from (select ${column} as k, count(*)::int as n from ${table} ${where} group by 1) g)`;

/** The admin dashboard's figures, in one statement. */
const STATS_SQL = `
  select (select coalesce(json_agg(json_build_array(role, status, n)), '[]')
      from (select role, status, count(*)::int as n from users group by 1, 2) g) as by_role_status,
    (select count(*)::int from users where is_premium) as premium,
    (select count(*)::int from trips) as trips, (select count(*)::int from agencies) as agencies,
    ${grouped('feature', 'ai_usages')} as ai_by_feature,
    (select count(*)::int from ai_usages where used_at >= now() - interval '30 days') as ai_last_30_days,
    ${grouped('type', 'feedback')} as feedback_by_type,
    (select coalesce(json_object_agg(to_char(week, 'YYYY-MM-DD'), n), '{}')
      from (select date_trunc('week', created_at at time zone 'UTC') as week, count(*)::int as n from users
            where created_at >= date_trunc('week', now() at time zone 'UTC') - interval '11 weeks' group by 1) w) as signups`;

export const bareRoutes: FastifyPluginAsync<{ pool: pg.Pool }> = async (bare, { pool }) => {
  bare.get<{ Params: { id: string } }>('/user/:id', async (req) => {
    const { rows } = await pool.query('select * from users where id = $1', [req.params.id]);
    return rows[0];
  });
  bare.get<{ Querystring: { owner: string } }>('/trips', async (req) => {
    const { rows } = await pool.query(
      `select * from trips where owner_id = $1 and end_date >= current_date and start_date >= current_date - 366
       order by start_date, id limit 51`,
      [req.query.owner],
    );
    return rows;
  });
  bare.get<{ Querystring: { q: string } }>('/search', async (req) => {
    const prefix = `${req.query.q}%`;
    const { rows } = await pool.query(
      `select id, name, email from users where status = 'active' and (email like $1 or lower(name) like $1)
       order by name limit 10`,
      [prefix],
    );
    return rows;
  });
  bare.get<{ Params: { id: string } }>('/expenses/:id', async (req) => {
    const { rows } = await pool.query(
      `select e.*, s.participant_id, s.share_minor from expenses e
       join expense_shares s on s.expense_id = e.id where e.trip_id = $1 order by e.date, e.id, s.position`,
      [req.params.id],
    );
    return { count: rows.length };
  });
  bare.get('/stats', async () => {
    const { rows } = await pool.query({ name: 'bare-stats', text: STATS_SQL });
    return rows[0];
  });
  bare.get<{ Params: { id: string } }>('/trip/:id', async (req) => {
    const { rows } = await pool.query({ name: 'bare-trip', text: TRIP_SQL, values: [req.params.id] });
    return rows[0];
  });
  bare.get<{ Params: { id: string; date: string } }>('/trip/:id/day/:date', async (req) => {
    const { rows } = await pool.query({
      name: 'bare-day',
      text: DAY_SQL,
      values: [req.params.id, req.params.date],
    });
    return rows[0];
  });
};
