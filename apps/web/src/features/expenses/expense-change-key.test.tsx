import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, waitFor, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { formApi, makeExpense, POST } from './expense-fixtures';

/**
 * An expense added offline names itself with an Idempotency-Key: every sending of it (the queue's, a
 * retry from the failed list, one after a reload) carries the same key, so the server makes it once.
 */

beforeAll(() => import('./routes/add-expense-page'), 60_000);
afterEach(() => onlineManager.setOnline(true));

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('the key of an expense added offline', () => {
  it('is a UUID sent with it, and the same when it is tried again after a refusal', async () => {
    let refuse = true;
    const api = formApi({
      [POST]: () =>
        refuse
          ? apiError(503, 'DATABASE_UNAVAILABLE', 'The service is unavailable.')
          : { status: 201, data: makeExpense({ _id: 'expense-9', description: 'Taxi' }) },
    });
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Taxi');
    await user.type(screen.getByLabelText('Amount'), '25');
    act(() => onlineManager.setOnline(false));
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    expect(api.callsTo(POST)).toHaveLength(0);

    act(() => onlineManager.setOnline(true));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    const key = api.callsTo(POST)[0]!.headers['Idempotency-Key'];
    expect(key).toMatch(UUID);

    const failed = await screen.findByRole('alert', { name: 'Changes that were not saved' });
    refuse = false;
    await user.click(within(failed).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(2));
    expect(api.callsTo(POST)[1]!.headers['Idempotency-Key']).toBe(key);
    expect(api.callsTo(POST)[1]!.body).toEqual(api.callsTo(POST)[0]!.body);
  }, 30_000);

  it('differs between two expenses, and is sent online too', async () => {
    const api = formApi();
    for (const description of ['Taxi', 'Bus']) {
      const { user, router, unmount } = renderApp('/trips/trip-1/add-expense');
      await user.type(await screen.findByLabelText('Description', { exact: false }), description);
      await user.type(screen.getByLabelText('Amount'), '25');
      await user.click(screen.getByRole('button', { name: 'Add expense' }));
      await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
      unmount();
    }
    const keys = api.callsTo(POST).map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).toMatch(UUID);
    expect(keys[0]).not.toBe(keys[1]);
  }, 30_000);
});
