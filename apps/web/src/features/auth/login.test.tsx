import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi, TEST_CONFIG } from '../../test/mock-api';
import { makeToken, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';

async function fillLogin(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  await user.type(await screen.findByLabelText('E-mail'), email);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  it('shows the server refusal translated', async () => {
    mockApi({ 'POST /auth/login': apiError(401, 'INVALID_CREDENTIALS', 'E-mail ou senha inválidos.') });
    const { user } = renderApp('/login');
    await fillLogin(user, 'ana@example.com', 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password.');
  });

  it('shows the rate limit message', async () => {
    mockApi({ 'POST /auth/login': apiError(429, 'RATE_LIMITED', 'Too many requests') });
    const { user } = renderApp('/login');
    await fillLogin(user, 'ana@example.com', 'secret-123');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many attempts. Please wait a few minutes and try again.',
    );
  });

  it('shows field errors from the shared schema without calling the server', async () => {
    const api = mockApi();
    const { user } = renderApp('/login');
    await user.type(await screen.findByLabelText('E-mail'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByText('Required Field')).toBeInTheDocument();
    expect(api.callsTo('POST /auth/login')).toHaveLength(0);
  });

  it('signs in, stores the session, applies the language and opens the trips', async () => {
    const token = makeToken();
    const signedIn = { ...TEST_USER, settings: { ...TEST_USER.settings, language: 'pt' as const } };
    const api = mockApi({
      'POST /auth/login': { status: 200, data: { user: signedIn, token } },
      'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    });
    const { user, router } = renderApp('/login');
    await fillLogin(user, ' Ana@Example.com ', 'secret-123');
    await waitFor(() => expect(router.state.location.pathname).toBe('/trips'));
    expect(api.callsTo('POST /auth/login')[0]?.body).toEqual({
      email: 'ana@example.com',
      password: 'secret-123',
    });
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ _id: TEST_USER._id });
    // Portuguese's texts load on the switch; the language applies once they are in.
    await waitFor(() => expect(i18n.resolvedLanguage).toBe('pt'));
    expect(await screen.findByRole('heading', { name: 'Minhas viagens' })).toBeInTheDocument();
  });

  it('offers Google sign-in only when the server has it configured', async () => {
    mockApi();
    renderApp('/login');
    await screen.findByRole('heading', { name: 'Sign in' });
    expect(screen.queryByText('or')).not.toBeInTheDocument();
    expect(document.querySelector('script[src*="accounts.google.com"]')).toBeNull();
  });

  it('loads Google Identity Services when a client id is configured', async () => {
    mockApi({
      'GET /config': {
        status: 200,
        data: { ...TEST_CONFIG, googleClientId: 'client.apps.googleusercontent.com' },
      },
    });
    renderApp('/login');
    expect(await screen.findByText('or')).toBeInTheDocument();
    await waitFor(() =>
      expect(document.querySelector('script[src="https://accounts.google.com/gsi/client"]')).not.toBeNull(),
    );
  });

  it('switches the interface language from the language menu, which loads when first opened', async () => {
    mockApi();
    const { user } = renderApp('/login');
    await user.click(await screen.findByRole('button', { name: 'Choose language' }));
    expect(await screen.findByRole('menuitem', { name: 'English' })).toHaveClass('Mui-selected');
    await user.click(screen.getByRole('menuitem', { name: 'Português' }));
    expect(await screen.findByRole('heading', { name: 'Entrar' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Escolher idioma' })).toHaveTextContent('Português');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
  });
});
