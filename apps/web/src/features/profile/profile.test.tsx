import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { Profile } from '@trilha/shared';
import { mockApi } from '../../test/mock-api';
import { storeSignedIn, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';

const PROFILE: Profile = {
  _id: TEST_USER._id,
  name: TEST_USER.name,
  email: TEST_USER.email,
  role: 'user',
  isPremium: false,
  level: 3,
  points: 1120,
  pointsInLevel: 120,
  pointsPerLevel: 500,
  badges: [],
  stats: { trips: 0, countries: 0, days: 0 },
};

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
