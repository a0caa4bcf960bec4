import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { mockApi } from '../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const PROFILE = TEST_PROFILE;

describe('profile page', () => {
  it('shows level, progress, stats and the empty badges state, and renames', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': { status: 200, data: PROFILE },
      'PUT /users/profile': ({ body }) => ({ status: 200, data: { ...PROFILE, ...(body as object) } }),
    });
    const { user } = renderApp('/profile');
    expect(await screen.findByText('1,120 points in total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level and points' })).toBeInTheDocument();
    expect(screen.getByText('380 points to level 4')).toBeInTheDocument();
    expect(screen.getByText('No achievements yet')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Progress towards the next level' })).toHaveAttribute(
      'aria-valuenow',
      '24',
    );
    const name = screen.getByLabelText('Name');
    await user.clear(name);
    await user.type(name, 'Ana Maria');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name updated.')).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem('user') ?? '{}')).toMatchObject({ name: 'Ana Maria' });
  });
});
