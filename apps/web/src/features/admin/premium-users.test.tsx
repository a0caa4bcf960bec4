import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { apiError, type MockRequest } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { fillDate, pickerField } from '../../test/date-fields';
import { ADMIN_USER, BIA, CAIO, makeAdminUser, page, signedInAs } from './admin-fixtures';

const GIL = makeAdminUser({
  _id: 'user-gil',
  name: 'Gil Matos',
  email: 'gil@example.com',
  isPremium: true,
  premiumUntil: '2031-11-24',
});
const HEL = makeAdminUser({
  _id: 'user-hel',
  name: 'Hel Costa',
  email: 'hel@example.com',
  isPremium: true,
  premiumUntil: null,
});

const day = (offset: number) => format(addDays(new Date(), offset), 'yyyy-MM-dd');

describe('premium users', () => {
  it("lists each grant's end date", async () => {
    signedInAs(ADMIN_USER, { 'GET /admin/premium-users': page([GIL, HEL]) });
    renderApp('/admin/premium-users');
    const table = await screen.findByRole('table', { name: 'Premium users' });
    const [, gil, hel] = within(table).getAllByRole('row');
    expect(gil).toHaveTextContent('until 11/24/2031');
    expect(hel).toHaveTextContent('no end date');
  });

  it('grants premium to a user found by name, with an end date', async () => {
    const until = day(30);
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/premium-users': page([]),
      'GET /admin/users': ({ params }: MockRequest) => page(params.q === 'bi' ? [BIA] : [BIA, CAIO]),
      [`PUT /admin/users/${BIA._id}/premium`]: {
        status: 200,
        data: { ...BIA, isPremium: true, premiumUntil: until },
      },
    });
    const { user } = renderApp('/admin/premium-users');
    expect(await screen.findByText('No premium users')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Grant premium' }));
    const dialog = await screen.findByRole('dialog', { name: 'Grant premium' });
    await user.type(within(dialog).getByRole('combobox', { name: 'User' }), 'bi');
    await waitFor(() => expect(api.callsTo('GET /admin/users').at(-1)?.params).toMatchObject({ q: 'bi' }));
    await user.click(await screen.findByRole('option', { name: /Bia Lima/ }));
    fillDate('Last day (optional)', until, within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));

    expect(await screen.findByText('Bia Lima now has premium.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin/users/${BIA._id}/premium`)[0]?.body).toEqual({ isPremium: true, until });
  });

  it('refuses a past end date in the form, and a grant with nobody chosen', async () => {
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/premium-users': page([]),
      'GET /admin/users': page([BIA]),
    });
    const { user } = renderApp('/admin/premium-users');
    await user.click(await screen.findByRole('button', { name: 'Grant premium' }));
    const dialog = await screen.findByRole('dialog');
    const until = pickerField('Last day (optional)', within(dialog));
    fillDate('Last day (optional)', day(-1), within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));
    await waitFor(() => expect(until).toHaveAccessibleDescription('Choose today or a later date.'));
    expect(within(dialog).getByRole('combobox', { name: 'User' })).toHaveAccessibleDescription(
      'Required Field',
    );
    expect(api.requests.filter((request) => request.method === 'PUT')).toEqual([]);
  });

  it("grants from a user's row with no end date, and puts the server's date refusal under the field", async () => {
    let refuse = true;
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/users': page([BIA]),
      [`PUT /admin/users/${BIA._id}/premium`]: () =>
        refuse
          ? apiError(400, 'VALIDATION_ERROR', 'Invalid input', [
              { path: 'until', message: 'validation.premiumUntilPast' },
            ])
          : { status: 200, data: { ...BIA, isPremium: true } },
    });
    const { user } = renderApp('/admin/users');
    await user.click(await screen.findByRole('button', { name: `Actions for ${BIA.name}` }));
    await user.click(await screen.findByRole('menuitem', { name: 'Grant premium' }));
    const dialog = await screen.findByRole('dialog', { name: `Grant premium to ${BIA.name}` });
    expect(within(dialog).queryByRole('combobox', { name: 'User' })).not.toBeInTheDocument();
    const until = pickerField('Last day (optional)', within(dialog));
    fillDate('Last day (optional)', day(0), within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));
    await waitFor(() => expect(until).toHaveAccessibleDescription('Choose today or a later date.'));

    refuse = false;
    fillDate('Last day (optional)', '', within(dialog));
    await user.click(within(dialog).getByRole('button', { name: 'Grant premium' }));
    expect(await screen.findByText('Bia Lima now has premium.')).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin/users/${BIA._id}/premium`)[1]?.body).toEqual({ isPremium: true });
  });

  it('revokes premium after confirming', async () => {
    let premium = [GIL, HEL];
    const api = signedInAs(ADMIN_USER, {
      'GET /admin/premium-users': () => page(premium),
      [`PUT /admin/users/${GIL._id}/premium`]: () => {
        premium = [HEL];
        return { status: 200, data: { ...GIL, isPremium: false, premiumUntil: null } };
      },
    });
    const { user } = renderApp('/admin/premium-users');
    await user.click(await screen.findByRole('button', { name: `Revoke ${GIL.name}'s premium` }));
    const dialog = await screen.findByRole('dialog', { name: `Revoke ${GIL.name}'s premium?` });
    await user.click(within(dialog).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText(`${GIL.name} no longer has premium.`)).toBeInTheDocument();
    expect(api.callsTo(`PUT /admin/users/${GIL._id}/premium`)[0]?.body).toEqual({ isPremium: false });
    await waitFor(() => expect(screen.queryByText(GIL.email)).not.toBeInTheDocument());
    expect(screen.getByText(HEL.email)).toBeInTheDocument();
  });
});
