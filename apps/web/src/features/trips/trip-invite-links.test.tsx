import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { InviteLink } from '@trilha/shared';
import { apiError, type MockRequest } from '../../test/mock-api';
import { loadTripScreen, renderApp } from '../../test/render-app';
import { makeTrip, OWNER_SHARE, signedInApi, VIEWER_SHARE } from './trip-fixtures';

const LINKS = 'GET /trips/trip-1/invite-links';
const CREATE = 'POST /trips/trip-1/invite-links';
const DAY_MS = 86_400_000;

function makeLink(overrides: Partial<InviteLink> = {}): InviteLink {
  const token = 'T'.repeat(43);
  return {
    _id: 'link-1',
    token,
    url: `http://trilha.test/join/${token}`,
    role: 'viewer',
    expiresAt: null,
    maxUses: null,
    uses: 0,
    participantId: null,
    guestName: null,
    createdAt: '2026-06-01T10:00:00.000Z',
    revokedAt: null,
    state: 'active',
    ...overrides,
  };
}

/** The server's links, kept by the mocked routes: made ones go first, revoked ones stay. */
function linksApi(initial: InviteLink[] = []) {
  let links = initial;
  let made = 0;
  const api = signedInApi({
    'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
    [LINKS]: () => ({ status: 200, data: links }),
    [CREATE]: (request: MockRequest) => {
      made += 1;
      const body = request.body as { role: 'viewer' | 'admin'; maxUses: number | null; expiresAt?: string };
      const link = makeLink({
        _id: `link-new-${made}`,
        token: `${made}`.repeat(43),
        url: `http://trilha.test/join/${`${made}`.repeat(43)}`,
        role: body.role,
        maxUses: body.maxUses,
        expiresAt: body.expiresAt ?? null,
      });
      links = [link, ...links];
      return { status: 201, data: link };
    },
    'DELETE /trips/trip-1/invite-links/link-1': () => {
      links = links.map((link) =>
        link._id === 'link-1' ? { ...link, state: 'revoked', revokedAt: '2026-06-02T10:00:00.000Z' } : link,
      );
      return { status: 204 };
    },
  });
  return api;
}

async function openSection() {
  const { user } = renderApp('/trips/trip-1?tab=users');
  await user.click(await screen.findByRole('button', { name: 'Share trip' }));
  const dialog = await screen.findByRole('dialog', { name: 'Share trip' });
  const section = within(dialog).getByRole('region', { name: 'Invite links' });
  return { user, dialog, section: within(section) };
}

beforeAll(loadTripScreen, 60_000);

describe('invite links in the share dialog', () => {
  it('makes a single-use link for 7 days by default, then lists it', async () => {
    const api = linksApi();
    const { user, section } = await openSection();
    expect(await section.findByText('No invite links yet.')).toBeInTheDocument();
    const before = Date.now();
    await user.click(section.getByRole('button', { name: 'Create link' }));
    const item = await section.findByRole('listitem', { name: 'Viewer link' });
    const body = api.callsTo(CREATE)[0]?.body as { role: string; maxUses: number; expiresAt: string };
    expect(body).toMatchObject({ role: 'viewer', maxUses: 1 });
    const expires = Date.parse(body.expiresAt);
    expect(expires).toBeGreaterThanOrEqual(before + 7 * DAY_MS);
    expect(expires).toBeLessThanOrEqual(Date.now() + 7 * DAY_MS);
    expect(within(item).getByText('Active')).toBeInTheDocument();
    expect(
      within(item).getByText(/^Uses: 0 of 1 · Expires \d\d\/\d\d\/\d{4} \d\d:\d\d$/),
    ).toBeInTheDocument();
  });

  it('makes a reusable admin link without expiry', async () => {
    const api = linksApi();
    const { user, section } = await openSection();
    await user.click(section.getByRole('combobox', { name: 'Link access' }));
    await user.click(await screen.findByRole('option', { name: 'Administrator' }));
    await user.click(section.getByRole('combobox', { name: 'Expires' }));
    await user.click(await screen.findByRole('option', { name: 'Never' }));
    await user.click(section.getByRole('combobox', { name: 'Use' }));
    await user.click(await screen.findByRole('option', { name: 'Any number of times' }));
    await user.click(section.getByRole('button', { name: 'Create link' }));
    const item = await section.findByRole('listitem', { name: 'Administrator link' });
    expect(api.callsTo(CREATE)[0]?.body).toEqual({ role: 'admin', maxUses: null });
    expect(within(item).getByText('Uses: 0 · No expiry')).toBeInTheDocument();
  });

  it('mails the new link when an e-mail is given', async () => {
    const api = linksApi();
    const { user, section } = await openSection();
    await user.type(section.getByLabelText('E-mail (optional)'), 'nina@example.com');
    await user.click(section.getByRole('button', { name: 'Create link' }));
    expect(await section.findByText('Link made and sent to nina@example.com.')).toBeInTheDocument();
    expect(api.callsTo(CREATE)[0]?.body).toMatchObject({ role: 'viewer', email: 'nina@example.com' });
    expect(section.getByLabelText('E-mail (optional)')).toHaveValue('');
  });

  it('lists links with their uses, guest and state; copies a live one', async () => {
    linksApi([
      makeLink({ maxUses: 5, uses: 2 }),
      makeLink({
        _id: 'link-2',
        guestName: 'Bruno',
        participantId: 'p-bruno',
        maxUses: 1,
        uses: 1,
        state: 'used-up',
      }),
    ]);
    const { user, section } = await openSection();
    const items = await section.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(within(items[1]!).getByText('Used up')).toBeInTheDocument();
    expect(within(items[1]!).getByText('For Bruno · Uses: 1 of 1 · No expiry')).toBeInTheDocument();
    expect(within(items[1]!).queryByRole('button', { name: 'Copy link' })).not.toBeInTheDocument();

    await user.click(within(items[0]!).getByRole('button', { name: 'Copy link' }));
    expect(await navigator.clipboard.readText()).toBe(`http://trilha.test/join/${'T'.repeat(43)}`);
    expect(await section.findByText('Link copied.')).toBeInTheDocument();
  });

  it('revokes a link after confirming; it stays listed as revoked', async () => {
    const api = linksApi([makeLink()]);
    const { user, section } = await openSection();
    const item = await section.findByRole('listitem', { name: 'Viewer link' });
    await user.click(within(item).getByRole('button', { name: 'Revoke link' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this link?' });
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Revoke this link?' })).not.toBeInTheDocument(),
    );
    expect(api.callsTo('DELETE /trips/trip-1/invite-links/link-1')).toHaveLength(1);
    expect(await within(item).findByText('Revoked')).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Revoke link' })).not.toBeInTheDocument();
  });

  it('shows the server refusal when a link cannot be made', async () => {
    signedInApi({
      'GET /trips/trip-1': { status: 200, data: makeTrip({ sharedUsers: [OWNER_SHARE, VIEWER_SHARE] }) },
      [LINKS]: { status: 200, data: [] },
      [CREATE]: apiError(403, 'FORBIDDEN', 'Forbidden.'),
    });
    const { user, section } = await openSection();
    await user.click(await section.findByRole('button', { name: 'Create link' }));
    expect(await section.findByRole('alert')).toHaveTextContent('You are not allowed to do this.');
  });
});
