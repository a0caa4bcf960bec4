import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi, TEST_CONFIG } from '../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

describe('about page', () => {
  it('shows the release the server runs, from its public configuration', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': { status: 200, data: TEST_PROFILE },
      'GET /config': { status: 200, data: { ...TEST_CONFIG, version: '0.7.2' } },
    });
    renderApp('/about');
    expect(await screen.findByText('Version 0.7.2')).toBeInTheDocument();
  });
});
