import { Box, Typography } from '@mui/material';
import type { Profile } from '@trilha/shared';
import { useTranslation } from 'react-i18next';
import { EarnedBadgeCard, LockedBadgeCard } from './badge-card';

/**
 * The earned badges (with the day each came) and the ones still to earn (with how far the user is).
 * `badges` is the authority for what was earned; `badgeProgress` adds the rest of the catalogue.
 */
export function splitBadges(profile: Pick<Profile, 'badges' | 'badgeProgress'>) {
  const earnedAt = new Map(profile.badges.map((badge) => [badge.code, badge.earnedAt]));
  for (const progress of profile.badgeProgress) {
    if (progress.earnedAt && !earnedAt.has(progress.code)) earnedAt.set(progress.code, progress.earnedAt);
  }
  return {
    earned: [...earnedAt].map(([code, date]) => ({ code, earnedAt: date })),
    locked: profile.badgeProgress.filter((progress) => !earnedAt.has(progress.code)),
  };
}

const GRID = {
  display: 'grid',
  gap: 1.5,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

export function BadgesList({ profile }: { profile: Pick<Profile, 'badges' | 'badgeProgress'> }) {
  const { t } = useTranslation();
  const { earned, locked } = splitBadges(profile);
  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('profile.badges.earnedTitle', { number: earned.length })}
        </Typography>
        {earned.length === 0 ? (
          <Box sx={{ py: 1 }}>
            <Typography sx={{ fontWeight: 600 }}>{t('profile.badges.emptyTitle')}</Typography>
            <Typography variant="body2" color="text.secondary">
              {t('profile.badges.emptyDescription')}
            </Typography>
          </Box>
        ) : (
          <Box component="ul" sx={GRID}>
            {earned.map((badge) => (
              <li key={badge.code}>
                <EarnedBadgeCard code={badge.code} earnedAt={badge.earnedAt} />
              </li>
            ))}
          </Box>
        )}
      </Box>
      <Box>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1.5 }}>
          {t('profile.badges.lockedTitle')}
        </Typography>
        {locked.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('profile.badges.allEarned')}
          </Typography>
        ) : (
          <Box component="ul" sx={GRID}>
            {locked.map((progress) => (
              <li key={progress.code}>
                <LockedBadgeCard progress={progress} />
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
}
