import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render-app';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';

describe('not found page', () => {
  it('is translated and links home for a visitor', async () => {
    mockApi();
    renderApp('/no/such/place');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('shows a signed-in person the page inside the app frame, with the menu and a way back to their trips', async () => {
    storeSignedIn();
    mockApi({ 'GET /auth/me': { status: 200, data: TEST_USER } });
    renderApp('/trips/nothing/here/at-all');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the start' })).toHaveAttribute('href', '/trips');
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });
});
