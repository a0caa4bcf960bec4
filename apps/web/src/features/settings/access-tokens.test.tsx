import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { CreatedPersonalToken, PersonalToken, Settings, TwoFactorStatus } from '@trilha/shared';
import { apiError, mockApi, type MockRoute } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { expiryInstant, grantsOf, scopesOf } from './components/token-scopes';

const SETTINGS: Settings = { language: 'en', currency: 'BRL', themeMode: 'light' };
const OFF: TwoFactorStatus = { enabled: false, backupCodesLeft: 0, required: false };
const DAY_MS = 24 * 60 * 60 * 1000;

const token = (id: string, name: string, extra: Partial<PersonalToken> = {}): PersonalToken => ({
  _id: id,
  name,
  scopes: ['trips:read'],
  createdAt: '2031-05-01T10:00:00.000Z',
  expiresAt: null,
  lastUsedAt: null,
  hint: 'abcd',
  ...extra,
});

function signedInApi(routes: Record<string, MockRoute> = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    'GET /users/settings': { status: 200, data: SETTINGS },
    'GET /users/two-factor': { status: 200, data: OFF },
    'GET /users/sessions': { status: 200, data: [] },
    'GET /users/passkeys': { status: 200, data: [] },
    ...routes,
  });
}

describe('account settings: access tokens', () => {
  it('lists the tokens with their permissions, dates and last characters', async () => {
    signedInApi({
      'GET /users/tokens': {
        status: 200,
        data: [
          token('t-1', 'Backup script', {
            scopes: ['expenses:read', 'trips:read', 'trips:write'],
            lastUsedAt: '2031-05-03T10:00:00.000Z',
            expiresAt: '2031-06-01T10:00:00.000Z',
            hint: 'wxyz',
          }),
          token('t-2', 'Agent'),
        ],
      },
    });
    renderApp('/account-settings');
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    const backup = within(list).getByRole('listitem', { name: 'Backup script' });
    expect(within(backup).getByText('Trips: read and write')).toBeInTheDocument();
    expect(within(backup).getByText('Expenses: read')).toBeInTheDocument();
    expect(backup).toHaveTextContent('…wxyz');
    expect(backup).toHaveTextContent('Created May 1, 2031');
    expect(backup).toHaveTextContent('Last used May 3, 2031');
    expect(backup).toHaveTextContent('Expires Jun 1, 2031');
    const agent = within(list).getByRole('listitem', { name: 'Agent' });
    expect(agent).toHaveTextContent('Never used');
    expect(agent).toHaveTextContent('Never expires');
    expect(within(agent).getByRole('button', { name: 'Revoke Agent' })).toBeInTheDocument();
  });

  it('explains what a token is for while there is none', async () => {
    signedInApi({ 'GET /users/tokens': { status: 200, data: [] } });
    renderApp('/account-settings');
    expect(
      await screen.findByText(/A token lets a script or an AI agent read or change your trips/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the API documentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    expect(screen.queryByRole('list', { name: 'Access tokens' })).not.toBeInTheDocument();
  });

  it('creates a token for two areas, expiring in 30 days, and shows it once to copy', async () => {
    let tokens: PersonalToken[] = [];
    const api = signedInApi({
      'GET /users/tokens': () => ({ status: 200, data: tokens }),
      'POST /users/tokens': ({ body }) => {
        const input = body as { name: string; scopes: string[]; expiresAt: string | null };
        const listed = token('t-9', input.name, {
          scopes: input.scopes,
          expiresAt: input.expiresAt,
          hint: 'Q9zX',
        });
        tokens = [listed];
        const made: CreatedPersonalToken = { ...listed, token: 'trl_secretValueQ9zX' };
        return { status: 201, data: made };
      },
    });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Create a token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access token' });

    await user.type(within(dialog).getByLabelText('Token name'), 'Travel agent');
    const trips = within(dialog).getByRole('radiogroup', { name: 'Trips' });
    await user.click(within(trips).getByRole('radio', { name: 'Read and write' }));
    const expenses = within(dialog).getByRole('radiogroup', { name: 'Expenses' });
    await user.click(within(expenses).getByRole('radio', { name: 'Read' }));
    expect(within(dialog).getByRole('combobox', { name: 'Expiration' })).toHaveTextContent('30 days');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));

    const shown = await screen.findByRole('dialog', { name: 'Copy your new token' });
    const after = Date.now();
    const sent = api.callsTo('POST /users/tokens')[0]?.body as { expiresAt: string };
    expect(sent).toMatchObject({ name: 'Travel agent', scopes: ['trips:write', 'expenses:read'] });
    expect(Date.parse(sent.expiresAt)).toBeGreaterThanOrEqual(before + 30 * DAY_MS);
    expect(Date.parse(sent.expiresAt)).toBeLessThanOrEqual(after + 30 * DAY_MS);

    expect(within(shown).getByText(/it will not be shown again/)).toBeInTheDocument();
    const field = within(shown).getByLabelText('Access token');
    expect(field).toHaveValue('trl_secretValueQ9zX');
    expect(field).toHaveAttribute('readonly');
    await user.click(within(shown).getByRole('button', { name: 'Copy' }));
    expect(await within(shown).findByText('Copied')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe('trl_secretValueQ9zX');

    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    const made = within(list).getByRole('listitem', { name: 'Travel agent' });
    expect(made).toHaveTextContent('…Q9zX');
    expect(screen.queryByDisplayValue('trl_secretValueQ9zX')).not.toBeInTheDocument();
  });

  it('asks for at least one area before sending', async () => {
    const api = signedInApi({ 'GET /users/tokens': { status: 200, data: [] } });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Create a token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access token' });
    await user.type(within(dialog).getByLabelText('Token name'), 'Agent');
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('Choose at least one permission.')).toBeInTheDocument();
    expect(api.callsTo('POST /users/tokens')).toHaveLength(0);
    const agency = within(dialog).getByRole('radiogroup', { name: 'Agency' });
    await user.click(within(agency).getByRole('radio', { name: 'Read' }));
    await waitFor(() =>
      expect(within(dialog).queryByText('Choose at least one permission.')).not.toBeInTheDocument(),
    );
  });

  it('puts the server’s refusal on its field', async () => {
    signedInApi({
      'GET /users/tokens': { status: 200, data: [] },
      'POST /users/tokens': apiError(400, 'VALIDATION_ERROR', 'Invalid input.', [
        { path: 'name', message: 'This name is not allowed.' },
      ]),
    });
    const { user } = renderApp('/account-settings');
    await user.click(await screen.findByRole('button', { name: 'Create a token' }));
    const dialog = await screen.findByRole('dialog', { name: 'New access token' });
    await user.type(within(dialog).getByLabelText('Token name'), 'Agent');
    const profile = within(dialog).getByRole('radiogroup', { name: 'Profile' });
    await user.click(within(profile).getByRole('radio', { name: 'Read' }));
    await user.click(within(dialog).getByRole('button', { name: 'Create token' }));
    expect(await within(dialog).findByText('This name is not allowed.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Token name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('revokes a token after confirming', async () => {
    let tokens = [token('t-1', 'Backup script'), token('t-2', 'Agent')];
    const api = signedInApi({
      'GET /users/tokens': () => ({ status: 200, data: tokens }),
      'DELETE /users/tokens/t-2': () => {
        tokens = tokens.slice(0, 1);
        return { status: 204 };
      },
    });
    const { user } = renderApp('/account-settings');
    const list = await screen.findByRole('list', { name: 'Access tokens' });
    await user.click(within(list).getByRole('button', { name: 'Revoke Agent' }));
    const confirm = await screen.findByRole('dialog', { name: 'Revoke this token?' });
    expect(confirm).toHaveTextContent('Scripts and agents using “Agent” will be refused');
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Agent' })).toBeNull());
    expect(within(list).getByRole('listitem', { name: 'Backup script' })).toBeInTheDocument();
    expect(api.callsTo('DELETE /users/tokens/t-2')).toHaveLength(1);
  });
});

describe('token scopes', () => {
  it('asks for write alone where an area is written, and reads a token’s scopes back per area', () => {
    expect(scopesOf({ trips: 'write', expenses: 'none', profile: 'read', agency: 'none' })).toEqual([
      'trips:write',
      'profile:read',
    ]);
    expect(grantsOf(['trips:read', 'trips:write', 'agency:read', 'maps:read'])).toEqual({
      grants: [
        { area: 'trips', access: 'write' },
        { area: 'agency', access: 'read' },
      ],
      unknown: ['maps:read'],
    });
  });

  it('turns the expiry choice into an instant, or none', () => {
    const now = new Date('2031-01-01T00:00:00.000Z');
    expect(expiryInstant('90', now)).toBe('2031-04-01T00:00:00.000Z');
    expect(expiryInstant('365', now)).toBe('2032-01-01T00:00:00.000Z');
    expect(expiryInstant('never', now)).toBeNull();
  });
});
