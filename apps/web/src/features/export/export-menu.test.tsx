import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { apiError, type MockRoute } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { ADMIN_SHARE, makeTrip, OWNER_SHARE, signedInApi, VIEWER_SHARE } from '../trips/trip-fixtures';

// jsdom has no object URLs; the download tests lend some and they go back afterwards.
const objectUrls = { create: URL.createObjectURL, revoke: URL.revokeObjectURL };
afterEach(() => {
  vi.restoreAllMocks();
  URL.createObjectURL = objectUrls.create;
  URL.revokeObjectURL = objectUrls.revoke;
});

function tripApi(routes: Record<string, MockRoute> = {}) {
  return signedInApi({
    'GET /trips/trip-1': {
      status: 200,
      data: makeTrip({ title: 'Férias em Lisboa', sharedUsers: [OWNER_SHARE, ADMIN_SHARE, VIEWER_SHARE] }),
    },
    ...routes,
  });
}

async function openMenu() {
  const { user } = renderApp('/trips/trip-1');
  // The first render loads the app's lazy screens, which takes long on a busy machine.
  await screen.findByRole('heading', { level: 1, name: 'Férias em Lisboa' }, { timeout: 12_000 });
  await user.click(screen.getByRole('button', { name: 'Export the trip' }));
  return { user, menu: await screen.findByRole('menu') };
}

beforeAll(loadTripScreen, 60_000);

describe('export menu', () => {
  it('offers the PDF, the e-mail and the printable summary', async () => {
    tripApi();
    const { menu } = await openMenu();
    expect(within(menu).getByRole('menuitem', { name: 'Download PDF' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Send by e-mail' })).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Print summary' })).toHaveAttribute(
      'href',
      '/trips/trip-1/summary?print',
    );
  });

  it('opens the printable summary with the print dialog', async () => {
    tripApi();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Print summary' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Férias em Lisboa' })).toBeInTheDocument();
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  });

  it('downloads the PDF with the session header, shows progress, and saves it under the server’s name', async () => {
    let answer: (reply: { status: number; data: Blob; headers: Record<string, string> }) => void = () => {};
    const api = tripApi({
      'GET /trips/trip-1/export.pdf': () => new Promise((resolve) => (answer = resolve)),
    });
    URL.createObjectURL = vi.fn(() => 'blob:trip');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      expect(this.download).toBe('Férias em Lisboa.pdf');
      expect(this.getAttribute('href')).toBe('blob:trip');
    });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByRole('progressbar', { name: 'Downloading the PDF' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export the trip' })).toHaveTextContent('Preparing the PDF…');
    answer({
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      headers: {
        'content-disposition': `attachment; filename="F_rias em Lisboa.pdf"; filename*=UTF-8''F%C3%A9rias%20em%20Lisboa.pdf`,
      },
    });
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('PDF downloaded.')).toBeInTheDocument();
    expect(api.callsTo('GET /trips/trip-1/export.pdf')[0]?.headers.Authorization).toMatch(/^Bearer /);
  });

  it('downloads only the caller’s plan with “Only my plan” ticked', async () => {
    const api = tripApi({
      'GET /trips/trip-1/export.pdf': {
        status: 200,
        data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      },
    });
    URL.createObjectURL = vi.fn(() => 'blob:trip');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    const { user, menu } = await openMenu();
    const mine = within(menu).getByRole('menuitemcheckbox', { name: /Only my plan/ });
    expect(mine).toHaveAttribute('aria-checked', 'false');
    await user.click(mine);
    expect(mine).toHaveAttribute('aria-checked', 'true');
    await user.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByText('PDF downloaded.')).toBeInTheDocument();
    expect(api.callsTo('GET /trips/trip-1/export.pdf')[0]?.params).toEqual({ for: 'me' });
  });

  it('shows the SPEC text when the PDF cannot be made', async () => {
    tripApi({ 'GET /trips/trip-1/export.pdf': apiError(500, 'INTERNAL_ERROR', 'Something went wrong.') });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error downloading PDF');
  });

  it('tells the person when the hourly export limit is reached', async () => {
    tripApi({ 'GET /trips/trip-1/export.pdf': apiError(429, 'RATE_LIMITED', 'Too many attempts.') });
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Download PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('many times in the last hour');
  });
});

describe('e-mail dialog', () => {
  async function openDialog(routes: Record<string, MockRoute>) {
    const api = tripApi(routes);
    const { user, menu } = await openMenu();
    await user.click(within(menu).getByRole('menuitem', { name: 'Send by e-mail' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the trip by e-mail' });
    return { api, user, dialog };
  }

  it('sends to a picked trip member and a typed address, with a copy to the sender', async () => {
    const { api, user, dialog } = await openDialog({
      'POST /trips/trip-1/export/email': {
        status: 202,
        data: { recipients: ['davi@example.com', 'nina@example.com', 'ana@example.com'], sendCopy: true },
      },
    });
    const field = within(dialog).getByLabelText('Recipients');
    await user.click(field);
    // The trip's people are offered, not the sender.
    expect(screen.queryByRole('option', { name: /ana@example.com/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('option', { name: /Davi Lima/ }));
    await user.type(field, 'Nina@Example.com{Enter}');
    expect(within(dialog).getByRole('button', { name: 'nina@example.com' })).toBeInTheDocument();
    expect(within(dialog).getByRole('switch', { name: 'Send me a copy' })).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST /trips/trip-1/export/email')[0]?.body).toEqual({
      to: ['davi@example.com', 'nina@example.com'],
      sendCopy: true,
    });
    expect(await screen.findByText('The trip is on its way, with a copy to you.')).toBeInTheDocument();
  });

  it('refuses an address that is not one and sends nothing without recipients', async () => {
    const { api, user, dialog } = await openDialog({});
    const field = within(dialog).getByLabelText('Recipients');
    await user.type(field, 'not-an-email{Enter}');
    expect(within(dialog).getByText('not-an-email is not a valid e-mail address.')).toBeInTheDocument();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(within(dialog).getByText('Add at least one e-mail address.')).toBeInTheDocument();
    expect(api.callsTo('POST /trips/trip-1/export/email')).toHaveLength(0);
  });

  it('sends without the copy when switched off, and shows the SPEC text when sending fails', async () => {
    const { api, user, dialog } = await openDialog({
      'POST /trips/trip-1/export/email': apiError(500, 'INTERNAL_ERROR', 'Something went wrong.'),
    });
    await user.type(within(dialog).getByLabelText('Recipients'), 'carla@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Error sending copy');
    expect(api.callsTo('POST /trips/trip-1/export/email')[0]?.body).toEqual({
      to: ['carla@example.com'],
      sendCopy: true,
    });
    await user.click(within(dialog).getByRole('switch', { name: 'Send me a copy' }));
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/export/email')).toHaveLength(2));
    expect(api.callsTo('POST /trips/trip-1/export/email')[1]?.body).toEqual({
      to: ['carla@example.com'],
      sendCopy: false,
    });
  });

  it('mails only the caller’s plan when “Only my plan” is switched on', async () => {
    const { api, user, dialog } = await openDialog({
      'POST /trips/trip-1/export/email': {
        status: 202,
        data: { recipients: ['carla@example.com', 'ana@example.com'], sendCopy: true },
      },
    });
    const mine = within(dialog).getByRole('switch', { name: 'Only my plan' });
    expect(mine).not.toBeChecked();
    await user.click(mine);
    await user.type(within(dialog).getByLabelText('Recipients'), 'carla@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(api.callsTo('POST /trips/trip-1/export/email')).toHaveLength(1));
    const [call] = api.callsTo('POST /trips/trip-1/export/email');
    expect(call?.params).toEqual({ for: 'me' });
    expect(call?.body).toEqual({ to: ['carla@example.com'], sendCopy: true });
  });

  it('names the daily limit of addresses outside the trip when the server refuses more', async () => {
    const { user, dialog } = await openDialog({
      'POST /trips/trip-1/export/email': apiError(429, 'EXPORT_STRANGERS_LIMIT', 'Too many strangers.'),
    });
    await user.type(within(dialog).getByLabelText('Recipients'), 'stranger@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You can send a trip to at most 20 addresses outside it per day. Share the trip with them, or try again tomorrow.',
    );
  });
});
