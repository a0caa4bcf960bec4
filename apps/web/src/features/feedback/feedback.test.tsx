import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { apiError, mockApi } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

function signedInApi(routes: Parameters<typeof mockApi>[0] = {}) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': apiError(404, 'NOT_FOUND', 'Not found.'),
    ...routes,
  });
}

describe('feedback page', () => {
  it('asks for a text before sending', async () => {
    const api = signedInApi();
    const { user } = renderApp('/feedback');
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Please provide feedback or suggestions before submitting.'),
    ).toBeInTheDocument();
    expect(api.callsTo('POST /feedback')).toHaveLength(0);
  });

  it('sends the type and text, thanks the user and clears the form', async () => {
    const api = signedInApi({
      'POST /feedback': {
        status: 201,
        data: { _id: 'f1', type: 'compliment', text: 'Lovely', createdAt: '2026-01-01T00:00:00Z' },
      },
    });
    const { user } = renderApp('/feedback');
    await user.click(await screen.findByRole('combobox', { name: 'Type' }));
    await user.click(await screen.findByRole('option', { name: 'Compliment' }));
    await user.type(screen.getByLabelText('Your message'), '  Lovely app  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Thank you! We received your message.')).toBeInTheDocument();
    expect(api.callsTo('POST /feedback')[0]?.body).toEqual({ type: 'compliment', text: 'Lovely app' });
    await waitFor(() => expect(screen.getByLabelText('Your message')).toHaveValue(''));
  });
});
