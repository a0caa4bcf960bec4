import { describe, expect, it } from 'vitest';
import { screen, waitForElementToBeRemoved, within } from '@testing-library/react';
import { renderApp } from '../../test/render-app';
import { signedInApi } from './calendar-fixtures';

const OLD_URL = 'https://trilha.example/api/calendar/feed/old-secret.ics';
const NEW_URL = 'https://trilha.example/api/calendar/feed/new-secret.ics';

function subscribeApi() {
  return signedInApi({
    'GET /calendar': { status: 200, data: [] },
    'GET /calendar/feed-url': { status: 200, data: { url: OLD_URL } },
    'POST /calendar/feed-url': { status: 200, data: { url: NEW_URL } },
  });
}

async function openSubscribe() {
  const view = renderApp('/calendar?date=2026-07-15');
  await view.user.click(await screen.findByRole('button', { name: 'Subscribe' }));
  return { ...view, dialog: await screen.findByRole('dialog', { name: 'Subscribe to your calendar' }) };
}

describe('calendar subscription', () => {
  it('asks for the secret link only when the panel opens, and shows it with copy and download', async () => {
    const api = subscribeApi();
    renderApp('/calendar?date=2026-07-15');
    await screen.findByRole('button', { name: 'Subscribe' });
    expect(api.callsTo('GET /calendar/feed-url')).toHaveLength(0);
    await screen.findByText('Nothing planned for these dates');

    const { user, dialog } = await openSubscribe();
    expect(within(dialog).getByText(/Google Calendar, Outlook or Apple Calendar/)).toBeInTheDocument();
    expect(await within(dialog).findByRole('textbox', { name: 'Calendar link' })).toHaveValue(OLD_URL);
    expect(within(dialog).getByRole('link', { name: 'Download .ics' })).toHaveAttribute('href', OLD_URL);
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByText('Link copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(OLD_URL);
  });

  it('creates a new link only after confirming that the old one stops working', async () => {
    const api = subscribeApi();
    const { user, dialog } = await openSubscribe();
    await within(dialog).findByRole('textbox', { name: 'Calendar link' });
    await user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create a new link?' });
    expect(within(confirm).getByText(/current link will stop working/)).toBeInTheDocument();
    expect(api.callsTo('POST /calendar/feed-url')).toHaveLength(0);

    await user.click(within(confirm).getByRole('button', { name: 'Create new link' }));
    expect(await within(dialog).findByDisplayValue(NEW_URL)).toBeInTheDocument();
    expect(api.callsTo('POST /calendar/feed-url')).toHaveLength(1);
    await waitForElementToBeRemoved(() => screen.queryByRole('dialog', { name: 'Create a new link?' }));
  });

  it('keeps the old link when the confirmation is cancelled', async () => {
    const api = subscribeApi();
    const { user, dialog } = await openSubscribe();
    await within(dialog).findByRole('textbox', { name: 'Calendar link' });
    await user.click(within(dialog).getByRole('button', { name: 'Create a new link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Create a new link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitForElementToBeRemoved(confirm);
    expect(api.callsTo('POST /calendar/feed-url')).toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: 'Calendar link' })).toHaveValue(OLD_URL);
  });
});
