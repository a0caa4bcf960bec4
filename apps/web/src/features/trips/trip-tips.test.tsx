import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { TIPS } from './plan-fixtures';
import { makeTrip, signedInApi, VIEWER_PERMISSIONS } from './trip-fixtures';

beforeAll(loadTripScreen, 60_000);

describe('travel tips tab', () => {
  it('groups tips under their translated category in a fixed order', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: TIPS },
    });
    renderApp('/trips/trip-1?tab=tips');
    const money = await screen.findByRole('list', { name: 'Money' });
    expect(
      within(money)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Cards work almost everywhere.', 'Tipping is optional.']);
    expect(within(screen.getByRole('list', { name: 'Transport' })).getAllByRole('listitem')).toHaveLength(1);
    // Transport comes before money, whatever order the tips were added in.
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual([
      'Transport',
      'Money',
    ]);
  });

  it('adds a tip through the dialog with its category and text', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: [] },
      'POST /trips/trip-1/tips': {
        status: 201,
        data: { _id: 'tip-9', category: 'food', text: 'Try the bifana.' },
      },
    });
    const { user } = renderApp('/trips/trip-1?tab=tips');
    expect(await screen.findByText('No travel tips yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add tip' }));
    const dialog = await screen.findByRole('dialog', { name: 'New travel tip' });
    await user.click(within(dialog).getByRole('button', { name: 'Add tip' }));
    expect(await within(dialog).findByText('Required Field')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Food' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Tip' }), 'Try the bifana.');
    await user.click(within(dialog).getByRole('button', { name: 'Add tip' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /trips/trip-1/tips')[0]?.body).toEqual({
      category: 'food',
      text: 'Try the bifana.',
    });
  });

  it('edits a tip and deletes one after confirming', async () => {
    const api = signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/tips': { status: 200, data: TIPS },
      'PUT /trips/trip-1/tips/tip-3': { status: 200, data: { ...TIPS[2], text: 'Round up the bill.' } },
      'DELETE /trips/trip-1/tips/tip-1': { status: 204 },
    });
    const { user } = renderApp('/trips/trip-1?tab=tips');
    await user.click(await screen.findByRole('button', { name: 'Edit tip “Tipping is optional.”' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit travel tip' });
    const text = within(dialog).getByRole('textbox', { name: 'Tip' });
    await user.clear(text);
    await user.type(text, 'Round up the bill.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PUT /trips/trip-1/tips/tip-3')[0]?.body).toEqual({
      category: 'money',
      text: 'Round up the bill.',
    });
    await user.click(screen.getByRole('button', { name: 'Delete tip “Cards work almost everywhere.”' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete this tip?' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo('DELETE /trips/trip-1/tips/tip-1')).toHaveLength(1));
  });

  it('is read-only for a viewer', async () => {
    signedInApi({
      'GET /trips/trip-1': {
        status: 200,
        data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }),
      },
      'GET /trips/trip-1/tips': { status: 200, data: TIPS },
    });
    renderApp('/trips/trip-1?tab=tips');
    expect(await screen.findByText('Tipping is optional.')).toBeInTheDocument();
    expect(within(screen.getByRole('tabpanel')).queryByRole('button')).not.toBeInTheDocument();
  });
});
