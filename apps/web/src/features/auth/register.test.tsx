import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

async function fillRegister(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText('Name'), 'Ana Souza');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.type(screen.getByLabelText('Password'), 'secret-123');
  await user.click(screen.getByRole('button', { name: 'Create account' }));
}

describe('register page', () => {
  it('creates the account with the browser language and signs in', async () => {
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('es-AR');
    const token = makeToken();
    const api = mockApi({
      'POST /auth/register': { status: 201, data: { user: TEST_USER, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/register');
    await fillRegister(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('POST /auth/register')[0]?.body).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      password: 'secret-123',
      language: 'es',
    });
    expect(localStorage.getItem('token')).toBe(token);
  });

  it('puts an existing e-mail on the e-mail field', async () => {
    mockApi({ 'POST /auth/register': apiError(409, 'EMAIL_EXISTS', 'Já existe uma conta com este e-mail.') });
    const { user } = renderApp('/register');
    await fillRegister(user);
    expect(await screen.findByText('An account with this e-mail already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('tells the user when the account awaits approval, without signing in', async () => {
    mockApi({
      'POST /auth/register': {
        status: 201,
        data: { user: { ...TEST_USER, status: 'pending' }, pending: true },
      },
    });
    const { user, router } = renderApp('/register');
    await fillRegister(user);
    expect(await screen.findByText(/waiting for an administrator's approval/)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/register');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('refuses a short password with the shared message', async () => {
    const api = mockApi();
    const { user } = renderApp('/register');
    await user.type(await screen.findByLabelText('Password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Password must be at least 8 characters.')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/register')).toHaveLength(0);
  });
});
