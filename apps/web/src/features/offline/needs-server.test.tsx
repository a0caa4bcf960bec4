import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import { onlineManager } from '@tanstack/react-query';
import { renderApp } from '../../test/render-app';
import { makeTrip, signedInApi } from '../trips/trip-fixtures';
import { TIPS } from '../trips/plan-fixtures';
import { OUTBOUND } from '../trips/itinerary-fixtures';

const REASON = "Needs a connection: available again when you're back online.";

afterEach(() => onlineManager.setOnline(true));

/** A control disabled offline, with the reason on the wrapper its tooltip listens on. */
function expectNeedsServer(control: HTMLElement) {
  if (control.tagName === 'A') expect(control).toHaveAttribute('aria-disabled', 'true');
  else expect(control).toBeDisabled();
  expect(control.closest(`[aria-label="${REASON}"]`)).not.toBeNull();
}

// The trip screen's chunk (every feature it composes) compiles once here, not inside the first test's wait.
beforeAll(async () => {
  await import('../../app/trip-screen/trip-screen-page');
}, 60_000);

describe('offline, what needs the server', () => {
  it('is disabled in the tabs and the header, saying why; the changes the queue takes stay enabled', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip() },
      'GET /trips/trip-1/flights': { status: 200, data: [OUTBOUND] },
      'GET /trips/trip-1/tips': { status: 200, data: TIPS },
    });
    // Both tabs read online once, so their lists are on the device.
    const { user } = renderApp('/trips/trip-1?tab=tips');
    await screen.findByText('Tipping is optional.', undefined, { timeout: 12_000 });
    // Flights are a part of the Bookings section.
    await user.click(screen.getByRole('tab', { name: 'Bookings' }));
    await user.click(screen.getByRole('tab', { name: 'Flights' }));
    const addFlight = await screen.findByRole('link', { name: 'Add flight' });
    expect(addFlight).not.toHaveAttribute('aria-disabled');
    const editFlight = screen.getByRole('link', { name: /^Edit flight / });
    expect(editFlight).not.toHaveAttribute('aria-disabled');

    act(() => onlineManager.setOnline(false));
    await screen.findByText(/^Offline — showing what was saved/);
    expectNeedsServer(screen.getByRole('link', { name: 'Add flight' }));
    expectNeedsServer(screen.getByRole('link', { name: /^Edit flight / }));
    expectNeedsServer(screen.getByRole('button', { name: /^Delete flight / }));
    // The header: editing, sharing, importing and deleting the trip.
    expectNeedsServer(screen.getByRole('link', { name: 'Edit trip' }));
    expectNeedsServer(screen.getByRole('button', { name: 'Share trip' }));
    expectNeedsServer(screen.getByRole('button', { name: 'Import booking' }));
    expectNeedsServer(screen.getByRole('button', { name: 'Delete trip' }));

    // Exporting: the PDF and the e-mail need the server, the printable summary does not.
    await user.click(screen.getByRole('button', { name: 'Export the trip' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: /Download PDF/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: /Download PDF/ })).toHaveTextContent(REASON);
    expect(within(menu).getByRole('menuitem', { name: /Send by e-mail/ })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(menu).getByRole('menuitem', { name: 'Print summary' })).not.toHaveAttribute(
      'aria-disabled',
    );
    await user.keyboard('{Escape}');

    // Tips: adding one is queued, so it stays; editing and deleting one need the server.
    await user.click(screen.getByRole('tab', { name: 'Lists' }));
    await user.click(screen.getByRole('tab', { name: 'Travel tips' }));
    await screen.findByText('Tipping is optional.');
    expect(screen.getByRole('button', { name: 'Add tip' })).toBeEnabled();
    expectNeedsServer(screen.getByRole('button', { name: 'Edit tip “Tipping is optional.”' }));
    expectNeedsServer(screen.getByRole('button', { name: 'Delete tip “Tipping is optional.”' }));

    act(() => onlineManager.setOnline(true));
    expect(screen.getByRole('button', { name: 'Edit tip “Tipping is optional.”' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Import booking' })).toBeEnabled();
  }, 30_000);
});
