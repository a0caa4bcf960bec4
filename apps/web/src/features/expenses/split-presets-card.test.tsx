import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { SplitPreset } from '@trilha/shared';
import { apiError } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { makeTrip, VIEWER_PERMISSIONS } from '../trips/trip-fixtures';
import { ANA, BRUNO, CARLA, DAVI, formApi, makePreset, makeSummary, PRESETS, TRIP } from './expense-fixtures';

/** Issue 35: the trip's ways of splitting, written on the finances overview (couples as one unit). */

const PAGE = '/trips/trip-1/expense-overview';
const SUMMARY = 'GET /trips/trip-1/expenses/summary';
const CREATE = 'POST /trips/trip-1/split-presets';
const UPDATE = 'PUT /trips/trip-1/split-presets/preset-1';
const DELETE = 'DELETE /trips/trip-1/split-presets/preset-1';
const COUPLE = makePreset();

function presetsApi(routes: Parameters<typeof formApi>[0] = {}) {
  return formApi({ [SUMMARY]: { status: 200, data: makeSummary() }, ...routes });
}

// The page's chunk compiles once here, not inside the first test's wait.
beforeAll(() => import('./routes/expense-overview-page'), 60_000);

const unit = (number: number) => within(screen.getByRole('listitem', { name: `Unit ${number}` }));
const chip = (number: number, name: string) =>
  within(screen.getByRole('group', { name: `People in unit ${number}` })).getByRole('button', { name });

describe('ways of splitting', () => {
  it('lists each preset with its units in words', async () => {
    presetsApi({
      [PRESETS]: {
        status: 200,
        data: [
          COUPLE,
          makePreset({
            _id: 'preset-2',
            name: 'Davi alone',
            units: [{ participantIds: [DAVI._id], weight: 1 }],
          }),
        ],
      },
    });
    renderApp(PAGE);
    const list = await screen.findByRole('list', { name: 'Ways of splitting' });
    const couple = within(within(list).getByRole('listitem', { name: 'Couple and Carla' }));
    expect(couple.getByText('Ana Souza + Bruno Costa · 1 part')).toBeInTheDocument();
    expect(couple.getByText('Carla Dias · 2 parts')).toBeInTheDocument();
    const davi = within(list).getByRole('listitem', { name: 'Davi alone' });
    expect(davi).toHaveTextContent('Davi Lima · 1 part');
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  });

  it('creates a preset with a couple as one unit, the preview following the units', async () => {
    let presets: SplitPreset[] = [];
    const api = presetsApi({
      [PRESETS]: () => ({ status: 200, data: presets }),
      [CREATE]: ({ body }) => {
        presets = [{ ...COUPLE, ...(body as object) }];
        return { status: 201, data: presets[0] };
      },
    });
    const { user } = renderApp(PAGE);
    expect(
      await screen.findByText(
        'No presets yet. Create one to split the next expenses the same way in one step.',
      ),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'New preset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New preset' }));
    // Everyone starts on their own with one part: an equal split.
    expect(
      dialog.getByText('Of €100.00: Ana Souza €25.00 · Carla Dias €25.00 · Davi Lima €25.00 · Bruno Costa €25.00'),
    ).toBeInTheDocument();

    await user.type(dialog.getByLabelText('Preset name'), 'Couple and Carla');
    await user.click(chip(1, BRUNO.name));
    // Chosen in the first unit, Bruno leaves his own.
    expect(chip(1, BRUNO.name)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(4, BRUNO.name)).toHaveAttribute('aria-pressed', 'false');
    await user.click(unit(3).getByRole('button', { name: 'Remove unit 3' }));
    await user.click(unit(3).getByRole('button', { name: 'Remove unit 3' }));
    expect(
      dialog.getByText('Of €100.00: Ana Souza €25.00 · Bruno Costa €25.00 · Carla Dias €50.00'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save preset' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(CREATE)).toHaveLength(1);
    expect(api.callsTo(CREATE)[0]?.body).toEqual({
      name: 'Couple and Carla',
      units: [
        { participantIds: [ANA._id, BRUNO._id], weight: 1 },
        { participantIds: [CARLA._id], weight: 1 },
      ],
    });
    const row = await screen.findByRole('listitem', { name: 'Couple and Carla' });
    expect(within(row).getByText('Carla Dias · 1 part')).toBeInTheDocument();
  });

  it('renames a preset and changes its parts with a PUT of the whole preset', async () => {
    const api = presetsApi({
      [PRESETS]: { status: 200, data: [COUPLE] },
      [UPDATE]: ({ body }) => ({ status: 200, data: { ...COUPLE, ...(body as object) } }),
    });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Edit Couple and Carla' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit “Couple and Carla”' }));
    expect(dialog.getByLabelText('Preset name')).toHaveValue('Couple and Carla');
    expect(chip(1, ANA.name)).toHaveAttribute('aria-pressed', 'true');
    expect(chip(1, CARLA.name)).toHaveAttribute('aria-pressed', 'false');
    expect(
      dialog.getByText('Of €100.00: Ana Souza €16.67 · Bruno Costa €16.66 · Carla Dias €66.67'),
    ).toBeInTheDocument();

    await user.clear(dialog.getByLabelText('Preset name'));
    await user.type(dialog.getByLabelText('Preset name'), 'Weekend');
    await user.clear(unit(2).getByLabelText('Parts'));
    await user.type(unit(2).getByLabelText('Parts'), '3');
    await user.click(chip(2, DAVI.name));
    expect(
      dialog.getByText('Of €100.00: Ana Souza €12.50 · Bruno Costa €12.50 · Carla Dias €37.50 · Davi Lima €37.50'),
    ).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save preset' }));

    await waitFor(() => expect(api.callsTo(UPDATE)).toHaveLength(1));
    expect(api.callsTo(UPDATE)[0]?.body).toEqual({
      name: 'Weekend',
      units: [
        { participantIds: [ANA._id, BRUNO._id], weight: 1 },
        { participantIds: [CARLA._id, DAVI._id], weight: 3 },
      ],
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(CREATE)).toHaveLength(0);
  });

  it('deletes a preset after confirming, saying expenses keep their shares', async () => {
    const api = presetsApi({ [PRESETS]: { status: 200, data: [COUPLE] }, [DELETE]: { status: 204 } });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'Delete Couple and Carla' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Delete “Couple and Carla”?' }));
    expect(
      dialog.getByText('Expenses already split with this preset keep their shares.'),
    ).toBeInTheDocument();
    expect(api.callsTo(DELETE)).toHaveLength(0);
    await user.click(dialog.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(api.callsTo(DELETE)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows a viewer the presets without a way to change them', async () => {
    presetsApi({
      [TRIP]: { status: 200, data: makeTrip({ myRole: 'viewer', permissions: VIEWER_PERMISSIONS }) },
      [PRESETS]: { status: 200, data: [COUPLE] },
    });
    renderApp(PAGE);
    const row = await screen.findByRole('listitem', { name: 'Couple and Carla' });
    expect(within(row).getByText('Carla Dias · 2 parts')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Couple and Carla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Couple and Carla' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'New preset' })).not.toBeInTheDocument();
  });

  it('marks a unit with nobody in it and a part out of range, and sends nothing', async () => {
    const api = presetsApi();
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New preset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New preset' }));
    await user.type(dialog.getByLabelText('Preset name'), 'Odd');
    await user.click(dialog.getByRole('button', { name: 'Add a unit' }));
    await user.clear(unit(2).getByLabelText('Parts'));
    await user.type(unit(2).getByLabelText('Parts'), '0');
    await user.click(dialog.getByRole('button', { name: 'Save preset' }));

    expect(await unit(5).findByText('Choose who shares this expense.')).toBeInTheDocument();
    expect(unit(2).getByText('Enter a whole number from 1 to 1000.')).toBeInTheDocument();
    expect(unit(1).queryByText('Choose who shares this expense.')).not.toBeInTheDocument();
    // Davi moves to the new unit: that one is fine now, his old one is the empty one.
    await user.click(chip(5, DAVI.name));
    await waitFor(() =>
      expect(unit(5).queryByText('Choose who shares this expense.')).not.toBeInTheDocument(),
    );
    expect(await unit(3).findByText('Choose who shares this expense.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)).toHaveLength(0);
    expect(screen.getByRole('dialog', { name: 'New preset' })).toBeInTheDocument();
  });

  it('shows the server’s refusal in the dialog', async () => {
    presetsApi({ [CREATE]: apiError(403, 'FORBIDDEN', 'You cannot change this trip.') });
    const { user } = renderApp(PAGE);
    await user.click(await screen.findByRole('button', { name: 'New preset' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'New preset' }));
    await user.type(dialog.getByLabelText('Preset name'), 'Everyone');
    await user.click(dialog.getByRole('button', { name: 'Save preset' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
    expect(screen.getByRole('dialog', { name: 'New preset' })).toBeInTheDocument();
  });
});
