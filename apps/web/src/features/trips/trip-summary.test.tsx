import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from './trip-fixtures';

describe('trip summary', () => {
  it('shows the whole trip on one page and prints it', async () => {
    signedInApi({ 'GET /trips/trip-1': { status: 200, data: makeTrip() } });
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderApp('/trips/trip-1/summary');
    expect(await screen.findByRole('heading', { level: 1, name: 'Summer in Lisbon' })).toBeInTheDocument();
    for (const text of [
      'Lisbon, Portugal',
      'Jul 1, 2026 – Jul 10, 2026',
      '10 days',
      'Mid-range',
      'Food',
      'Fado',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Book the tram tour.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 people' })).toBeInTheDocument();
    expect(screen.getByText('Carla Dias · Administrator')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the trip' })).toHaveAttribute('href', '/trips/trip-1');
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledOnce();
  });
});
