import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { apiError } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { DOCUMENTS } from '../../features/trips/plan-fixtures';
import { makeTrip, signedInApi } from '../../features/trips/trip-fixtures';
import { queuedKey } from './queue';

const TRIP = 'GET /trips/trip-1';
const CHECKLIST = 'GET /trips/trip-1/checklist';
const TICK = 'PUT /trips/trip-1/checklist/group-1/items/item-2';
const EXPENSE = 'POST /trips/trip-1/expenses';

const TAXI = {
  kind: 'expense' as const,
  description: 'Taxi',
  amount: 30,
  currency: 'EUR',
  category: 'transportation' as const,
  date: '2026-07-02',
  paidBy: 'user-1',
  division: 'equal' as const,
  participants: [{ participantId: 'user-1' }],
};

afterEach(() => onlineManager.setOnline(true));

async function openChecklistOffline(routes: Parameters<typeof signedInApi>[0] = {}) {
  const api = signedInApi({
    [TRIP]: { status: 200, data: makeTrip() },
    [CHECKLIST]: { status: 200, data: [DOCUMENTS] },
    ...routes,
  });
  const view = renderApp('/trips/trip-1?tab=checklist');
  // The trip screen's chunk loads first: on a busy machine that alone can take several seconds.
  await screen.findByRole('checkbox', { name: 'Travel insurance' }, { timeout: 12_000 });
  act(() => onlineManager.setOnline(false));
  expect(
    await screen.findByText(/^Offline — showing what was saved at \d\d:\d\d( [AP]M)?\.$/),
  ).toBeInTheDocument();
  return { api, ...view };
}

beforeAll(loadTripScreen, 60_000);

describe('changes made offline', () => {
  it('are queued and shown as pending, then sent in the order they were made', async () => {
    const { api, user, queryClient } = await openChecklistOffline({
      [TICK]: { status: 200, data: { ...DOCUMENTS.items[1]!, done: true } },
      [EXPENSE]: {
        status: 201,
        data: {
          _id: 'expense-1',
          ...TAXI,
          participants: [{ participantId: 'user-1', share: 30 }],
          payers: [],
          lines: [],
          tax: 0,
          tip: 0,
          rate: null,
          rateCurrency: null,
          rateDate: null,
          source: null,
          createdAt: '2026-07-02T10:00:00.000Z',
        },
      },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Travel insurance' }));
    expect(screen.getByRole('checkbox', { name: 'Travel insurance' })).toBeChecked();
    // An expense added meanwhile on its own screen goes through the same queue.
    void queryClient
      .getMutationCache()
      .build(queryClient, { mutationKey: queuedKey('expense', 'trip-1') })
      .execute({ tripId: 'trip-1', body: TAXI });

    // Above the trip, a count; each change shows as pending in its own list (the tick on its item).
    const pending = await screen.findByRole('status', { name: 'Waiting to be sent' });
    expect(pending).toHaveTextContent('2 changes waiting to be sent: they show as pending in their lists.');
    const insurance = screen.getByRole('checkbox', { name: 'Travel insurance' }).closest('li')!;
    expect(within(insurance).getByText('Pending')).toBeInTheDocument();
    expect(api.callsTo(TICK)).toHaveLength(0);
    expect(api.callsTo(EXPENSE)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(api.callsTo(EXPENSE)).toHaveLength(1));
    const sent = api.requests.filter((request) =>
      [TICK, EXPENSE].includes(`${request.method} ${request.url}`),
    );
    expect(sent.map((request) => `${request.method} ${request.url}`)).toEqual([TICK, EXPENSE]);
    expect(sent[0]?.body).toEqual({ done: true });
    expect(sent[1]?.body).toMatchObject({ description: 'Taxi', amount: 30 });
    await waitFor(() => expect(screen.queryByRole('status', { name: 'Waiting to be sent' })).toBeNull());
    expect(screen.queryByText('Pending')).toBeNull();
    expect(screen.queryByText(/^Offline/)).toBeNull();
  }, 30_000);

  it('says which change the server refused and why, to retry or dismiss', async () => {
    let refuse = true;
    const { api, user } = await openChecklistOffline({
      [TICK]: () =>
        refuse
          ? apiError(404, 'TRIP_NOT_FOUND', 'Trip not found.')
          : { status: 200, data: { ...DOCUMENTS.items[1]!, done: true } },
    });
    await user.click(screen.getByRole('checkbox', { name: 'Travel insurance' }));
    act(() => onlineManager.setOnline(true));

    const failed = await screen.findByRole('alert', { name: 'Changes that were not saved' });
    expect(
      within(failed).getByText('Ticked “Travel insurance” on the checklist in Summer in Lisbon'),
    ).toBeVisible();
    expect(within(failed).getByText(/The trip or the item no longer exists\./)).toBeVisible();
    // The tick itself is put back: the list shows what the server holds.
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Travel insurance' })).not.toBeChecked());
    // Kept across a reload until the person acts on it.
    expect(localStorage.getItem('trilha.failedChanges.user-1')).toContain('Travel insurance');

    refuse = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(TICK)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.queryByRole('alert', { name: 'Changes that were not saved' })).toBeNull(),
    );
    expect(localStorage.getItem('trilha.failedChanges.user-1')).toBeNull();
  });

  it('can be dismissed once read', async () => {
    const { user } = await openChecklistOffline({
      [TICK]: apiError(403, 'FORBIDDEN', 'Forbidden'),
    });
    await user.click(screen.getByRole('checkbox', { name: 'Travel insurance' }));
    act(() => onlineManager.setOnline(true));
    const failed = await screen.findByRole('alert', { name: 'Changes that were not saved' });
    expect(within(failed).getByText(/You can no longer change this trip\./)).toBeVisible();
    await user.click(within(failed).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert', { name: 'Changes that were not saved' })).toBeNull();
  });

  it('disables what needs the server, saying why', async () => {
    await openChecklistOffline();
    const share = screen.getByRole('button', { name: 'Share trip' });
    expect(share).toBeDisabled();
    expect(share.parentElement).toHaveAttribute(
      'aria-label',
      "Needs a connection: available again when you're back online.",
    );
    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('button', { name: 'Share trip' })).toBeEnabled();
  });
});
