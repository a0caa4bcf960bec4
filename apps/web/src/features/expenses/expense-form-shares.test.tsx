import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { pickerText } from '../../test/date-fields';
import { DAVI, formApi, PARTICIPANTS, personRow, POST } from './expense-fixtures';

describe('add expense', () => {
  it('splits unequally with the remainder shown live, refuses a mismatch, then saves', async () => {
    const api = formApi();
    const { user, router } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Boat tour');
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'activities');
    // Everyone shares by default; the trip's currency and first day are the defaults too.
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
    expect(pickerText('Date')).toBe('07/01/2026');
    expect(screen.getByRole('combobox', { name: 'Paid by' })).toHaveValue('p-ana');
    expect(screen.getByRole('checkbox', { name: DAVI.name })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Split unequally' }));
    await user.click(screen.getByRole('checkbox', { name: DAVI.name }));
    expect(screen.queryByLabelText(`Share of ${DAVI.name}`)).not.toBeInTheDocument();
    expect(screen.getByText('Remaining to assign: €100.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Ana Souza'), '40');
    expect(screen.getByText('Remaining to assign: €60.00')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Carla Dias'), '30,50');
    expect(screen.getByText('Remaining to assign: €29.50')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Share of Bruno Costa'), '40');
    expect(screen.getByText('Over by €10.50')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('The shares must add up to the amount.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);

    await user.clear(screen.getByLabelText('Share of Bruno Costa'));
    await user.type(screen.getByLabelText('Share of Bruno Costa'), '29.5');
    expect(screen.getByText('All assigned')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByText('The shares must add up to the amount.')).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-1'));
    expect(router.state.location.search).toBe('?tab=finances');
    expect(api.callsTo(POST)[0]?.body).toEqual({
      kind: 'expense',
      description: 'Boat tour',
      amount: '100.00',
      currency: 'EUR',
      category: 'activities',
      date: '2026-07-01',
      paidBy: 'p-ana',
      division: 'unequal',
      participants: [
        { participantId: 'p-ana', share: '40.00' },
        { participantId: 'p-carla', share: '30.50' },
        { participantId: 'p-bruno', share: '29.50' },
      ],
      rate: null,
    });
  });

  it("keeps an unequal share's label clear of the currency and shows the amount format", async () => {
    formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByRole('radio', { name: 'Split unequally' }));
    const share = screen.getByLabelText('Share of Ana Souza');
    expect(share).toHaveAttribute('placeholder', '0.00');
    // Inside the empty field the label ran into the "EUR" at its end; it sits on the border instead.
    const label = document.querySelector(`label[for="${share.id}"]`) as HTMLElement;
    expect(label).toHaveAttribute('data-shrink', 'true');
    const adornment = within(share.parentElement as HTMLElement).getByText('EUR');
    expect(getComputedStyle(adornment.closest('.MuiInputAdornment-root') as HTMLElement).flexShrink).toBe(
      '0',
    );
  });

  it('shows each equal share live, the leftover cent going to the first person', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Groceries');
    expect(screen.getByText('Enter the amount to see each share.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Amount'), '100');
    await user.click(screen.getByRole('checkbox', { name: DAVI.name }));
    expect(within(personRow('Ana Souza')).getByText('€33.34')).toBeInTheDocument();
    expect(within(personRow('Carla Dias')).getByText('€33.33')).toBeInTheDocument();
    expect(within(personRow('Bruno Costa')).getByText('€33.33')).toBeInTheDocument();
    expect(within(personRow(DAVI.name)).queryByText(/€/)).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Paid by' }), 'p-bruno');
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    await waitFor(() => expect(api.callsTo(POST)).toHaveLength(1));
    expect(api.callsTo(POST)[0]?.body).toMatchObject({
      paidBy: 'p-bruno',
      division: 'equal',
      participants: [{ participantId: 'p-ana' }, { participantId: 'p-carla' }, { participantId: 'p-bruno' }],
    });
  });

  it('refuses when nobody shares the expense', async () => {
    const api = formApi();
    const { user } = renderApp('/trips/trip-1/add-expense');
    await user.type(await screen.findByLabelText('Description', { exact: false }), 'Museum');
    await user.type(screen.getByLabelText('Amount'), '12');
    for (const person of PARTICIPANTS) await user.click(screen.getByRole('checkbox', { name: person.name }));
    await user.click(screen.getByRole('button', { name: 'Add expense' }));
    expect(await screen.findByText('Choose who shares this expense.')).toBeInTheDocument();
    expect(api.callsTo(POST)).toHaveLength(0);
  });
});
