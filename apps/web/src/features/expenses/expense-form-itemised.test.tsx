import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { ANA, BRUNO, CARLA, formApi, makeExpense, PARTICIPANTS, POST } from './expense-fixtures';

/** Issue 35: one bill, each line to its people, tax and tip spread in proportion. */

beforeAll(() => import('./routes/add-expense-page'), 60_000);

/** The chips of a receipt's line, by its number. */
const linePeople = (number: number) => within(screen.getByRole('group', { name: `Who had item ${number}` }));

describe('itemised receipt', () => {
  it("takes lines with their people, tax and tip, shows each person's total live, then saves", async () => {
    const api = formApi();
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Dinner');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('radio', { name: 'Itemised receipt' }));
    // The people checkboxes give way to the receipt's lines.
    expect(screen.queryByRole('checkbox', { name: ANA.name })).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Item 1'), 'Steak');
    await user.type(screen.getByLabelText('Price of item 1'), '60');
    await user.click(linePeople(1).getByRole('button', { name: ANA.name }));
    expect(linePeople(1).getByRole('button', { name: ANA.name })).toHaveAttribute('aria-pressed', 'true');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 2'), 'Wine');
    await user.type(screen.getByLabelText('Price of item 2'), '30');
    for (const person of [ANA, CARLA, BRUNO])
      await user.click(linePeople(2).getByRole('button', { name: person.name }));
    expect(screen.getByText('Remaining to assign: €10.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Tax'), '4');
    await user.type(screen.getByLabelText('Tip'), '6');
    expect(screen.getByText('All assigned')).toBeInTheDocument();

    // Subtotals 70, 10 and 10: the 10 of tax and tip → 7.78, 1.11, 1.11.
    const totals = within(screen.getByRole('list', { name: "Each person's total" }));
    const totalOf = (name: string) =>
      within(totals.getByText(name).closest('li')!).getByText(/€/).textContent;
    expect(totalOf(ANA.name)).toBe('€77.78');
    expect(totalOf(CARLA.name)).toBe('€11.11');
    expect(totalOf(BRUNO.name)).toBe('€11.11');

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=finances'));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      amount: '100.00',
      division: 'itemised',
      lines: [
        { description: 'Steak', amount: '60.00', participants: [ANA._id] },
        // The people in the trip's order, however they were picked.
        { description: 'Wine', amount: '30.00', participants: [ANA._id, CARLA._id, BRUNO._id] },
      ],
      tax: '4.00',
      tip: '6.00',
      participants: [],
    });
  });

  it('refuses lines that do not add up and a line nobody had, and removes a line', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Lunch');
    await user.type(screen.getByLabelText('Amount'), '50');
    await user.click(screen.getByRole('radio', { name: 'Itemised receipt' }));
    await user.type(screen.getByLabelText('Item 1'), 'Soup');
    await user.type(screen.getByLabelText('Price of item 1'), '20');
    await user.click(screen.getByRole('button', { name: 'Add item' }));
    await user.type(screen.getByLabelText('Item 2'), 'Cake');
    await user.type(screen.getByLabelText('Price of item 2'), '10');
    await user.click(linePeople(2).getByRole('button', { name: CARLA.name }));
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(
      await screen.findByText('The lines plus tax and tip must add up to the amount.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Choose who shares this expense.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Remove item 1' }));
    expect(screen.queryByLabelText('Price of item 2')).not.toBeInTheDocument();
    expect(screen.getByLabelText('Item 1')).toHaveValue('Cake');
  });

  it('shows the payers and the lines of an expense in the list, found by a payer who shares none of it', async () => {
    const receipt = makeExpense({
      _id: 'expense-7',
      description: 'Seafood dinner',
      amount: 100,
      division: 'itemised',
      paidBy: ANA._id,
      payers: [
        { participantId: ANA._id, amount: 60 },
        { participantId: BRUNO._id, amount: 40 },
      ],
      participants: [
        { participantId: ANA._id, share: 77.78 },
        { participantId: CARLA._id, share: 22.22 },
      ],
      lines: [
        { description: 'Lobster', amount: 70, participants: [ANA._id] },
        { description: 'Wine', amount: 20, participants: [ANA._id, CARLA._id] },
      ],
      tax: 4,
      tip: 6,
    });
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/participants': { status: 200, data: PARTICIPANTS },
      'GET /trips/trip-1/expenses': { status: 200, data: [receipt] },
    });
    renderApp(`/trips/trip-1/expense-detail?participantId=${BRUNO._id}`);
    const card = within(await screen.findByRole('listitem', { name: 'Seafood dinner' }, { timeout: 12_000 }));
    expect(card.getByText('Paid by Ana Souza €60.00 · Bruno Costa €40.00')).toBeInTheDocument();
    expect(card.getByText('Itemised: Ana Souza €77.78 · Carla Dias €22.22')).toBeInTheDocument();
    const lines = within(card.getByRole('list', { name: 'Receipt lines' }));
    expect(lines.getByText('Lobster: €70.00 (Ana Souza)')).toBeInTheDocument();
    expect(lines.getByText('Wine: €20.00 (Ana Souza, Carla Dias)')).toBeInTheDocument();
    expect(lines.getByText('Tax €4.00 · Tip €6.00, spread by what each had')).toBeInTheDocument();
  });
});
