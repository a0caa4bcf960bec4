import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { PublicLink, PublicLinkInput } from '@trilha/shared';
import { apiError, type MockRequest } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, OWNER_SHARE, signedInApi, VIEWER_SHARE } from './trip-fixtures';

const LINK = '/trips/trip-1/public-link';
const TOKEN = 'P'.repeat(43);
const DAY_MS = 86_400_000;

/** The server's public link, kept by the mocked routes: a PUT makes or changes it, a DELETE turns it off. */
function publicLinkApi(initial: PublicLink | null = null) {
  let link = initial;
  return signedInApi({
    'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
    [`GET ${LINK}`]: () =>
      link ? { status: 200, data: link } : apiError(404, 'PUBLIC_LINK_NOT_FOUND', 'No public page.'),
    [`PUT ${LINK}`]: (request: MockRequest) => {
      const body = request.body as PublicLinkInput;
      link = {
        token: TOKEN,
        url: `http://trilha.test/p/${TOKEN}`,
        includeCosts: body.includeCosts ?? false,
        expiresAt: body.expiresAt ?? null,
      };
      return { status: 200, data: link };
    },
    [`DELETE ${LINK}`]: () => {
      link = null;
      return { status: 204 };
    },
  });
}

async function openSection() {
  const { user } = renderApp('/trips/trip-1?tab=users');
  await user.click(await screen.findByRole('button', { name: 'Share trip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share trip' });
  const section = await within(dialog).findByRole('region', { name: 'Public page' });
  return { user, section };
}

beforeAll(loadTripScreen, 60_000);

describe('the share dialog’s public link', () => {
  it('creates a link that shows costs, copies it, then changes its expiry keeping its address', async () => {
    const api = publicLinkApi();
    const { user, section } = await openSection();
    const create = await within(section).findByRole('button', { name: 'Create public link' });
    await user.click(within(section).getByRole('switch', { name: 'Show prices and cost totals' }));
    await user.click(create);
    const address = await within(section).findByRole('textbox', { name: 'Public link' });
    expect(address).toHaveValue(`http://trilha.test/p/${TOKEN}`);
    expect(api.callsTo(`PUT ${LINK}`)[0]?.body).toEqual({ includeCosts: true, expiresAt: null });
    expect(within(section).getByText('Prices and cost totals are shown.')).toBeInTheDocument();

    await user.click(within(section).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://trilha.test/p/${TOKEN}`);
    expect(within(section).getByText('Link copied.')).toBeInTheDocument();

    expect(within(section).getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await user.click(within(section).getByRole('combobox', { name: 'Link works' }));
    await user.click(await screen.findByRole('option', { name: 'For 7 days' }));
    const before = Date.now();
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PUT ${LINK}`)).toHaveLength(2));
    const body = api.callsTo(`PUT ${LINK}`)[1]!.body as PublicLinkInput;
    expect(body.includeCosts).toBe(true);
    const expires = Date.parse(body.expiresAt!);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS - 60_000);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(await within(section).findByRole('combobox', { name: 'Link works' })).toHaveTextContent(/^Until /);
    expect(within(section).getByRole('textbox', { name: 'Public link' })).toHaveValue(
      `http://trilha.test/p/${TOKEN}`,
    );
  });

  it('turns the link off after confirming', async () => {
    const api = publicLinkApi({
      token: TOKEN,
      url: `http://trilha.test/p/${TOKEN}`,
      includeCosts: false,
      expiresAt: null,
    });
    const { user, section } = await openSection();
    expect(await within(section).findByText('Prices and costs are not shown.')).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Turn off link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Turn off the public link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Turn off link' }));
    await waitFor(() => expect(api.callsTo(`DELETE ${LINK}`)).toHaveLength(1));
    expect(await within(section).findByRole('button', { name: 'Create public link' })).toBeInTheDocument();
    expect(within(section).queryByRole('textbox', { name: 'Public link' })).not.toBeInTheDocument();
  });

  it('says when the link has expired, and reopens it with a new end', async () => {
    const api = publicLinkApi({
      token: TOKEN,
      url: `http://trilha.test/p/${TOKEN}`,
      includeCosts: false,
      expiresAt: new Date(Date.now() - DAY_MS).toISOString(),
    });
    const { user, section } = await openSection();
    const expiry = await within(section).findByRole('combobox', { name: 'Link works' });
    expect(expiry).toHaveTextContent(/^Expired on /);
    await user.click(expiry);
    await user.click(await screen.findByRole('option', { name: 'With no end date' }));
    await user.click(within(section).getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(api.callsTo(`PUT ${LINK}`)).toHaveLength(1));
    expect(api.callsTo(`PUT ${LINK}`)[0]?.body).toEqual({ includeCosts: false, expiresAt: null });
    expect(await within(section).findByRole('combobox', { name: 'Link works' })).toHaveTextContent(
      'With no end date (as now)',
    );
  });

  it('shows the server’s refusal', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      [`GET ${LINK}`]: apiError(404, 'PUBLIC_LINK_NOT_FOUND', 'No public page.'),
      [`PUT ${LINK}`]: apiError(403, 'FORBIDDEN', 'Not allowed.'),
    });
    const { user, section } = await openSection();
    await user.click(await within(section).findByRole('button', { name: 'Create public link' }));
    expect(await within(section).findByText('You are not allowed to do this.')).toBeInTheDocument();
  });
});
