import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { ValidationError } from './errors';
import { readBack, readBackFrom, unknownPaths } from './read-back';

const end = z.object({ airport: z.string(), time: z.string() }).strict();
const flightUpdate = z
  .object({
    airline: z.string().min(1, { error: 'validation.required' }),
    departure: end,
    passengers: z.array(z.object({ name: z.string() }).strict()),
    price: z.number().nullable(),
  })
  .partial()
  .strict();

const answered = {
  _id: 'f1',
  airline: 'TAP',
  departure: { airport: 'GRU', airportName: 'Guarulhos', timeZone: 'America/Sao_Paulo', time: '22:00' },
  passengers: [{ name: 'Ana', seat: '12A' }],
  price: 850.4,
  permissions: { canEdit: true, canDelete: false },
};

describe('unknownPaths', () => {
  it('is empty for a body the schema takes: the common update reads nothing more', () => {
    expect(unknownPaths(flightUpdate, { airline: 'TAP', departure: { airport: 'LIS', time: 'x' } })).toEqual(
      [],
    );
  });

  it('finds the keys of strict objects at any depth, array items by index', () => {
    expect(unknownPaths(flightUpdate, answered)).toEqual([
      ['_id'],
      ['departure', 'airportName'],
      ['departure', 'timeZone'],
      ['passengers', 0, 'seat'],
      ['permissions'],
    ]);
  });

  it('takes a key named like an object property for the key it is', () => {
    expect(unknownPaths(flightUpdate, JSON.parse('{"constructor": 1, "toString": 2}'))).toEqual([
      ['constructor'],
      ['toString'],
    ]);
  });

  it('looks through wrappers, pipes and unions, and leaves objects that are not strict alone', () => {
    const schema = z
      .object({
        when: z.union([z.string(), z.object({ date: z.string() }).strict()]).optional(),
        loose: z.object({ a: z.string() }),
        tags: z.record(z.string(), z.string()).nullable(),
      })
      .strict()
      .transform((value) => value);
    const body = { when: { date: 'd', zone: 'z' }, loose: { a: 'a', b: 'b' }, tags: { any: 'x' } };
    expect(unknownPaths(schema, body)).toEqual([['when', 'zone']]);
  });
});

describe('readBack', () => {
  it('drops what GET answered unchanged, and keeps what is writable', () => {
    const { body, details } = readBack(flightUpdate, { ...answered, airline: 'Azul' }, answered);
    expect(details).toEqual([]);
    expect(body).toEqual({
      airline: 'Azul',
      departure: { airport: 'GRU', time: '22:00' },
      passengers: [{ name: 'Ana' }],
      price: 850.4,
    });
  });

  it('names each read-only field sent with another value, by its innermost path', () => {
    const sent = {
      ...answered,
      _id: 'f2',
      departure: { ...answered.departure, timeZone: 'Europe/Lisbon' },
      permissions: { canEdit: false },
    };
    expect(readBack(flightUpdate, sent, answered).details).toEqual([
      { path: '_id', message: 'validation.readOnly' },
      { path: 'departure.timeZone', message: 'validation.readOnly' },
      { path: 'permissions.canEdit', message: 'validation.readOnly' },
    ]);
  });

  it('leaves a key GET does not answer for validation to refuse as unknown', () => {
    const { body, details } = readBack(flightUpdate, { airline: 'TAP', nickname: 'x' }, answered);
    expect(details).toEqual([]);
    expect(body).toEqual({ airline: 'TAP', nickname: 'x' });
  });

  it('does not change the body it is given', () => {
    const sent = structuredClone(answered);
    readBack(flightUpdate, sent, answered);
    expect(sent).toEqual(answered);
  });
});

describe('readBackFrom', () => {
  const params = z.object({ id: z.string() });
  const request = (body: unknown) =>
    ({
      body,
      params: { id: 'f1' },
      routeOptions: { schema: { body: flightUpdate, response: { 200: z.object({}).loose() } } },
    }) as unknown as FastifyRequest;
  const run = (load: () => unknown, req: FastifyRequest) =>
    readBackFrom(params, load).call(undefined as never, req, {} as FastifyReply);

  it('does not load the resource for a body the schema takes', async () => {
    const load = vi.fn(async () => answered);
    await run(load, request({ airline: 'Azul' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('gives the route the body without what GET answered unchanged', async () => {
    const req = request({ ...answered, airline: 'Azul' });
    await run(async () => answered, req);
    expect(req.body).toMatchObject({ airline: 'Azul', departure: { airport: 'GRU', time: '22:00' } });
    expect(req.body).not.toHaveProperty('_id');
  });

  it('refuses a changed read-only field with every other bad value of the body', async () => {
    const req = request({ ...answered, _id: 'f2', airline: '' });
    const error = await run(async () => answered, req).catch((thrown: unknown) => thrown);
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).details).toEqual([
      { path: '_id', message: 'validation.readOnly' },
      { path: 'airline', message: 'validation.required' },
    ]);
  });

  it('leaves the body as it is when the resource cannot be read', async () => {
    const req = request({ ...answered });
    await run(async () => Promise.reject(new Error('TRIP_NOT_FOUND')), req);
    expect(req.body).toEqual(answered);
  });
});
