import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { PlatformSettings } from '@trilha/shared';
import { renderApp } from '../../test/render-app';
import { ADMIN_USER, BIA, makeAuditEntry, page, signedInAs, STATS } from './admin-fixtures';

describe('admin: two-step verification', () => {
  it('sets who must have two-step verification from the dashboard', async () => {
    let settings: PlatformSettings = { twoFactorRequired: 'nobody' };
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/stats': { status: 200, data: STATS },
      'GET /admin/settings': () => ({ status: 200, data: settings }),
      'PUT /admin/settings': ({ body }) => {
        settings = { ...settings, ...(body as Partial<PlatformSettings>) };
        return { status: 200, data: settings };
      },
    });
    const { user } = renderApp('/admin/dashboard');
    const group = await screen.findByRole('radiogroup', { name: 'Two-step verification is required for' });
    expect(within(group).getByRole('radio', { name: 'Nobody (each person chooses)' })).toBeChecked();
    await user.click(
      within(group).getByRole('radio', {
        name: 'Staff: administrators, agency administrators and consultants',
      }),
    );
    expect(await screen.findByText('Security settings saved.')).toBeInTheDocument();
    expect(api.callsTo('PUT /admin/settings')[0]?.body).toEqual({ twoFactorRequired: 'staff' });
    expect(
      within(group).getByRole('radio', {
        name: 'Staff: administrators, agency administrators and consultants',
      }),
    ).toBeChecked();
  });

  it("resets someone's two-step verification after confirming", async () => {
    let bia = BIA;
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': () => page([bia]),
      [`POST /admin/users/${BIA._id}/two-factor/reset`]: () => {
        bia = { ...BIA, lastAction: makeAuditEntry({ action: 'two-factor-reset' }) };
        return { status: 200, data: bia };
      },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Actions for ${BIA.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Reset two-step verification' }));
    const dialog = await screen.findByRole('dialog', { name: `Reset ${BIA.name}'s two-step verification?` });
    await user.click(within(dialog).getByRole('button', { name: 'Reset two-step verification' }));
    expect(await screen.findByText(`${BIA.name}'s two-step verification was reset.`)).toBeInTheDocument();
    expect(api.callsTo(`POST /admin/users/${BIA._id}/two-factor/reset`)).toHaveLength(1);
    expect(
      await screen.findByText('Two-step verification reset by Paula Admin on 11/24/2031'),
    ).toBeInTheDocument();
  });
});
