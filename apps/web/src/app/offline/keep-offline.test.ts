import { describe, expect, it } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { createQueryClient } from '../query-client';
import { forgetKept } from '../../lib/offline/kept-at';
import { makeTrip } from '../../features/trips/trip-fixtures';
import { makeDay } from '../../features/trips/itinerary-fixtures';
import { makeExpense, PARTICIPANTS } from '../../features/expenses/expense-fixtures';
import { keepTripOffline } from './keep-offline';

const ONE_DAY_TRIP = makeTrip({ startDate: '2026-07-01', endDate: '2026-07-01' });

function tripApi() {
  return mockApi({
    'GET /trips/trip-1': { status: 200, data: ONE_DAY_TRIP },
    'GET /trips/trip-1/expenses': { status: 200, data: [makeExpense()] },
    'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
    'GET /trips/trip-1/split-presets': { status: 200, data: [] },
    'GET /trips/trip-1/days/2026-07-01': {
      status: 200,
      data: makeDay({ date: '2026-07-01', previousDate: null, nextDate: null }),
    },
  });
}

describe('a trip read ahead for offline use', () => {
  it('is read once per ten minutes into a cache, again into another cache, and again after sign-out', async () => {
    const api = tripApi();
    const reads = () => api.callsTo('GET /trips/trip-1').length;
    const first = createQueryClient({ retry: false });
    await keepTripOffline(first, 'trip-1');
    expect(reads()).toBe(1);
    expect(api.callsTo('GET /trips/trip-1/days/2026-07-01')).toHaveLength(1);
    // The finances tab's people and ways of splitting, beside its summary (in the trip).
    expect(api.callsTo('GET /trips/trip-1/participants')).toHaveLength(1);
    expect(api.callsTo('GET /trips/trip-1/split-presets')).toHaveLength(1);
    await keepTripOffline(first, 'trip-1');
    expect(reads()).toBe(1);
    // Another cache (another tab's page, another test) knows nothing of what this one kept.
    await keepTripOffline(createQueryClient({ retry: false }), 'trip-1');
    expect(reads()).toBe(2);
    // Signing out clears the cache and forgets what was kept in it.
    first.clear();
    forgetKept(first);
    await keepTripOffline(first, 'trip-1');
    expect(reads()).toBe(3);
  });
});
