import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { Profile } from '@trilha/shared';
import { apiError, mockApi } from '../../test/mock-api';
import { storeSignedIn, TEST_PROFILE, TEST_USER } from '../../test/session-fixtures';
import { renderApp } from '../../test/render-app';
import { i18n } from '../../lib/i18n/i18n';

/** A traveller with two badges and the others on the way. */
const TRAVELLER: Profile = {
  ...TEST_PROFILE,
  stats: { trips: 6, countries: 7, days: 1234 },
  badges: [
    { code: 'five-trips', earnedAt: '2027-03-10T12:00:00.000Z' },
    { code: 'three-destinations-month', earnedAt: '2027-05-02T12:00:00.000Z' },
  ],
  badgeProgress: [
    { code: 'five-trips', current: 6, target: 5, earnedAt: '2027-03-10T12:00:00.000Z' },
    { code: 'ten-countries', current: 7, target: 10, earnedAt: null },
    { code: 'long-trip', current: 12, target: 31, earnedAt: null },
    { code: 'three-destinations-month', current: 3, target: 3, earnedAt: '2027-05-02T12:00:00.000Z' },
    { code: 'hundred-thousand-points', current: 1120, target: 100000, earnedAt: null },
  ],
};

function signedIn(profile: Profile = TRAVELLER) {
  storeSignedIn();
  return mockApi({
    'GET /auth/me': { status: 200, data: TEST_USER },
    'GET /users/profile': { status: 200, data: profile },
    'PUT /users/profile': ({ body }) => ({ status: 200, data: { ...profile, ...(body as object) } }),
  });
}

function list(heading: string): HTMLElement {
  const list = screen.getByRole('heading', { name: heading }).parentElement?.querySelector('ul');
  if (!list) throw new Error(`no list under ${heading}`);
  return list;
}

describe('profile page', () => {
  it('shows the plan: free, premium until a day in the reader\'s date format, or premium with no end', async () => {
    signedIn(TEST_PROFILE);
    const first = renderApp('/profile');
    expect(await screen.findByText('Free plan.')).toBeInTheDocument();
    first.unmount();

    signedIn({ ...TEST_PROFILE, isPremium: true, premiumUntil: '2031-11-24' });
    const second = renderApp('/profile');
    expect(await screen.findByText('Premium until 11/24/2031.')).toBeInTheDocument();
    second.unmount();

    await i18n.changeLanguage('pt');
    signedIn({ ...TEST_PROFILE, isPremium: true, premiumUntil: '2031-11-24' });
    const third = renderApp('/profile');
    expect(await screen.findByText('Premium até 24/11/2031.')).toBeInTheDocument();
    third.unmount();

    await i18n.changeLanguage('en');
    signedIn({ ...TEST_PROFILE, isPremium: true, premiumUntil: null });
    renderApp('/profile');
    expect(await screen.findByText('Premium with no end date.')).toBeInTheDocument();
  });

  it('shows level, progress, the empty badges state and every badge still to earn, and renames', async () => {
    signedIn(TEST_PROFILE);
    const { user } = renderApp('/profile');
    expect(await screen.findByText('1,120 points in total')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Level and points' })).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('120 / 500 points')).toBeInTheDocument();
    expect(screen.getByText('380 points to level 4')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Earned (0)' })).toBeInTheDocument();
    expect(screen.getByText('No achievements yet')).toBeInTheDocument();
    expect(within(list('Still to earn')).getAllByRole('listitem')).toHaveLength(5);
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

  it('shows earned badges with their dates and locked ones with their progress', async () => {
    signedIn();
    renderApp('/profile');
    const earned = await screen.findByRole('heading', { name: 'Earned (2)' });
    expect(earned).toBeInTheDocument();
    const earnedItems = within(list('Earned (2)')).getAllByRole('listitem');
    expect(earnedItems.map((item) => item.textContent)).toEqual([
      '5 tripsEarned on Mar 10, 2027',
      '3 destinations in under 30 daysEarned on May 2, 2027',
    ]);
    const locked = list('Still to earn');
    expect(within(locked).getAllByRole('listitem')).toHaveLength(3);
    expect(within(locked).getByText('7 of 10 countries')).toBeInTheDocument();
    expect(within(locked).getByText('12 of 31 days')).toBeInTheDocument();
    expect(within(locked).getByText('1,120 of 100,000 points')).toBeInTheDocument();
    expect(within(locked).queryByText('5 trips')).not.toBeInTheDocument();
    const countries = screen.getByRole('progressbar', { name: 'Progress towards “10 countries”' });
    expect(countries).toHaveAttribute('aria-valuenow', '70');
    expect(countries).toHaveAttribute('aria-valuetext', '7 of 10 countries');
    expect(
      screen.getByRole('progressbar', { name: 'Progress towards “A trip over 30 days”' }),
    ).toHaveAttribute('aria-valuenow', '39');
  });

  it('shows the travel stats and how to earn points', async () => {
    signedIn();
    renderApp('/profile');
    await screen.findByRole('heading', { name: 'Statistics' });
    const stats = list('Statistics');
    expect(
      within(stats)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['6trips', '7countries', '1,234days travelling']);
    const guide = within(list('How to earn points')).getAllByRole('listitem');
    expect(guide).toHaveLength(9);
    expect(guide[0]).toHaveTextContent('Plan a trip+50 points');
    expect(guide[4]).toHaveTextContent('Record an expense+5 points');
    expect(guide[7]).toHaveTextContent('Finish a trip+100 points');
  });

  it('reads the badges, dates and points in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    signedIn();
    renderApp('/profile');
    expect(await screen.findByText('Conquistada em 10 mar 2027')).toBeInTheDocument();
    expect(screen.getByText('7 de 10 países')).toBeInTheDocument();
    expect(screen.getByText('12 de 31 dias')).toBeInTheDocument();
    expect(screen.getByText('1.120 de 100.000 pontos')).toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByText('120 / 500 pontos')).toBeInTheDocument();
    expect(screen.getByText('Uma viagem de mais de 30 dias')).toBeInTheDocument();
    expect(screen.getByText('Planejar uma viagem')).toBeInTheDocument();
    expect(screen.getByText('+50 pontos')).toBeInTheDocument();
  });

  it('keeps the page usable when the profile cannot be loaded', async () => {
    storeSignedIn();
    mockApi({
      'GET /auth/me': { status: 200, data: TEST_USER },
      'GET /users/profile': apiError(500, 'INTERNAL_ERROR', 'Something went wrong.'),
    });
    renderApp('/profile');
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Achievements' })).not.toBeInTheDocument();
  });

  it('refuses an empty name', async () => {
    const api = signedIn();
    const { user } = renderApp('/profile');
    const name = await screen.findByLabelText('Name');
    await user.clear(name);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findAllByText('Required Field')).not.toHaveLength(0);
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(api.callsTo('PUT /users/profile')).toHaveLength(0);
  });
});
