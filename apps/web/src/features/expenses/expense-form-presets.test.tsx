import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { SplitPreset } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { ANA, BRUNO, CARLA, DAVI, formApi, POST, PRESETS } from './expense-fixtures';

/** Issue 35: couples as one unit, saved shares. */

beforeAll(() => import('./routes/add-expense-page'), 60_000);

const COUPLES: SplitPreset = {
  _id: 'preset-1',
  name: 'The couple and Bruno',
  units: [
    { participantIds: [ANA._id, CARLA._id], weight: 1 },
    { participantIds: [BRUNO._id], weight: 1 },
  ],
  createdAt: '2026-07-01T10:00:00.000Z',
};

describe('split presets in the expense form', () => {
  it('fills the shares from a preset: the couple as one unit, their half shared between them', async () => {
    const api = formApi({ [PRESETS]: { status: 200, data: [COUPLES] } });
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Groceries');
    const preset = await screen.findByRole('combobox', { name: 'Use a preset' });
    expect(preset).toBeDisabled();
    await user.type(screen.getByLabelText('Amount'), '100.01');
    await user.selectOptions(preset, 'preset-1');

    expect(screen.getByRole('radio', { name: 'Split unequally' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: DAVI.name })).not.toBeChecked();
    expect(screen.getByLabelText(`Share of ${ANA.name}`)).toHaveValue('25.01');
    expect(screen.getByLabelText(`Share of ${CARLA.name}`)).toHaveValue('25.00');
    expect(screen.getByLabelText(`Share of ${BRUNO.name}`)).toHaveValue('50.00');
    expect(screen.getByText('All assigned')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      division: 'unequal',
      participants: [
        { participantId: ANA._id, share: '25.01' },
        { participantId: CARLA._id, share: '25.00' },
        { participantId: BRUNO._id, share: '50.00' },
      ],
    });
  });

  it('saves the shares as typed as a preset, under a name', async () => {
    const api = formApi({
      'POST /trips/trip-1/split-presets': {
        status: 201,
        data: { ...COUPLES, _id: 'preset-2', name: 'Thirds' },
      },
    });
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Amount'), '90');
    await user.click(screen.getByRole('checkbox', { name: DAVI.name }));
    await user.click(screen.getByRole('radio', { name: 'Split unequally' }));
    await user.type(screen.getByLabelText(`Share of ${ANA.name}`), '45');
    await user.type(screen.getByLabelText(`Share of ${CARLA.name}`), '30');
    await user.type(screen.getByLabelText(`Share of ${BRUNO.name}`), '15');
    await user.click(screen.getByRole('button', { name: 'Save these shares as a preset' }));
    await user.type(screen.getByLabelText('Preset name'), 'Thirds');
    await user.click(screen.getByRole('button', { name: 'Save preset' }));
    expect(await screen.findByText('Saved as “Thirds”.')).toBeInTheDocument();
    // 45, 30 and 15 are 3, 2 and 1 parts.
    expect(api.callsTo('POST /trips/trip-1/split-presets')[0]?.body).toEqual({
      name: 'Thirds',
      units: [
        { participantIds: [ANA._id], weight: 3 },
        { participantIds: [CARLA._id], weight: 2 },
        { participantIds: [BRUNO._id], weight: 1 },
      ],
    });
    expect(api.callsTo(POST)).toHaveLength(0);
  });
});
