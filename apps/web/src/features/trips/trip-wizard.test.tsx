import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { fillDate } from '../../test/date-fields';
import { LISBON_RESULT, makeTrip, signedInApi } from './trip-fixtures';

describe('trip wizard', () => {
  it('does not leave a step whose fields fail the shared schema', async () => {
    const api = signedInApi();
    const { user } = renderApp('/trip-wizard');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required Field')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Where are you going?' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Trip title'), 'Lisbon');
    await user.type(screen.getByLabelText('Destination'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'When is the trip?' })).toHaveFocus();
    fillDate('Start date', '2026-07-10');
    fillDate('End date', '2026-07-01');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('End date cannot be earlier than start date.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'When is the trip?' })).toBeInTheDocument();
    expect(api.callsTo('POST /trips')).toHaveLength(0);
  });

  it('reviews every value, goes back to edit a step, and creates the trip', async () => {
    const api = signedInApi({
      'GET /places/search': { status: 200, data: [LISBON_RESULT] },
      'POST /trips': { status: 201, data: makeTrip({ _id: 'trip-7' }) },
      'GET /trips/trip-7': { status: 200, data: makeTrip({ _id: 'trip-7' }) },
    });
    const { user, router } = renderApp('/trip-wizard');
    await user.type(await screen.findByLabelText('Trip title'), 'Portugal');
    await user.type(screen.getByLabelText('Destination'), 'lis');
    await user.click(await screen.findByRole('option', { name: 'Lisbon, Portugal' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Start date' });
    fillDate('Start date', '2026-07-01');
    fillDate('End date', '2026-07-10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'Low-cost' }));
    await user.click(screen.getByRole('button', { name: 'Beach' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));

    const review = await screen.findByRole('heading', { name: 'Check everything before creating' });
    expect(review).toBeInTheDocument();
    for (const text of [
      'Portugal',
      'Lisbon, Portugal',
      'Jul 1, 2026 – Jul 10, 2026',
      '10 days',
      'Low-cost',
      'Beach',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    await user.click(screen.getByRole('button', { name: 'Edit Where' }));
    const title = await screen.findByLabelText('Trip title');
    await user.type(title, ' trip');
    for (let step = 0; step < 3; step++) await user.click(screen.getByRole('button', { name: 'Next' }));
    const where = (await screen.findByRole('heading', { name: 'Where' })).closest('section');
    expect(within(where as HTMLElement).getByText('Portugal trip')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips/trip-7'));
    expect(api.callsTo('POST /trips')[0]?.body).toEqual({
      title: 'Portugal trip',
      destination: { name: 'Lisbon', countryCode: 'PT', lat: 38.72, lon: -9.13 },
      startDate: '2026-07-01',
      endDate: '2026-07-10',
      budget: 'low-cost',
      interests: ['beach'],
      currency: 'BRL',
      budgetAmount: null,
      notes: '',
    });
  });

  it('clears a step\'s error as soon as its field is right, without another "Next"', async () => {
    signedInApi();
    const { user } = renderApp('/trip-wizard');
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findAllByText('Required Field')).toHaveLength(2);
    await user.type(screen.getByLabelText('Trip title'), 'Lisbon');
    await waitFor(() => expect(screen.getAllByText('Required Field')).toHaveLength(1));
    expect(screen.getByLabelText('Trip title')).not.toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Destination'), 'Lisbon');
    await waitFor(() => expect(screen.queryByText('Required Field')).not.toBeInTheDocument());
  });

  it('reviews the budget amount typed in the third step', async () => {
    signedInApi();
    const { user } = renderApp('/trip-wizard');
    await user.type(await screen.findByLabelText('Trip title'), 'Portugal');
    await user.type(screen.getByLabelText('Destination'), 'Lisbon');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await screen.findByRole('group', { name: 'Start date' });
    fillDate('Start date', '2026-07-01');
    fillDate('End date', '2026-07-10');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByLabelText('Budget amount (optional)'), '3,000.50');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const style = (await screen.findByRole('heading', { name: 'Style' })).closest('section');
    expect(within(style as HTMLElement).getByText('Budget amount')).toBeInTheDocument();
    expect(within(style as HTMLElement).getByText('R$3,000.50')).toBeInTheDocument();
  });
});
