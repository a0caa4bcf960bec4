import type { ReactNode } from 'react';
import { Box, LinearProgress, Typography } from '@mui/material';
import { alpha } from '@mui/material/styles';
import MilitaryTechIcon from '@mui/icons-material/MilitaryTech';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import { format, parseISO } from 'date-fns';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dateLocale } from '../../trips/components';

type BadgeProgress = Profile['badgeProgress'][number];

function useBadgeName() {
  const { t } = useTranslation();
  return (code: string) => t(`profile.badges.codes.${code}`, { defaultValue: code });
}

function BadgeFrame({ earned, icon, children }: { earned: boolean; icon: ReactNode; children: ReactNode }) {
  return (
    <Box
      sx={(theme) => ({
        height: '100%',
        display: 'flex',
        alignItems: 'flex-start',
        gap: 1.5,
        p: 2,
        borderRadius: 2,
        border: 1,
        borderColor: earned ? alpha(theme.palette.secondary.main, 0.5) : 'divider',
        bgcolor: earned ? alpha(theme.palette.secondary.main, 0.08) : 'transparent',
      })}
    >
      <Box
        aria-hidden
        sx={(theme) => ({
          flexShrink: 0,
          width: 44,
          height: 44,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: earned ? 'secondary.main' : alpha(theme.palette.text.primary, 0.08),
          color: earned ? 'secondary.contrastText' : 'text.secondary',
        })}
      >
        {icon}
      </Box>
      <Box sx={{ flex: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}

export function EarnedBadgeCard({ code, earnedAt }: { code: string; earnedAt: string }) {
  const { t } = useTranslation();
  const name = useBadgeName()(code);
  const date = format(parseISO(earnedAt), 'PP', { locale: dateLocale(currentLanguage()) });
  return (
    <BadgeFrame earned icon={<MilitaryTechIcon />}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary">
        {t('profile.badges.earnedOn', { date })}
      </Typography>
    </BadgeFrame>
  );
}

export function LockedBadgeCard({ progress }: { progress: BadgeProgress }) {
  const { t } = useTranslation();
  const name = useBadgeName()(progress.code);
  const number = new Intl.NumberFormat(currentLanguage());
  const text = t([`profile.badges.progress.${progress.code}`, 'profile.badges.progress.default'], {
    current: number.format(progress.current),
    target: number.format(progress.target),
  });
  // Whole percents, so assistive technology reads "39 %" rather than "38.70967741935484 %".
  const value =
    progress.target > 0
      ? Math.round(Math.min(100, Math.max(0, (progress.current / progress.target) * 100)))
      : 0;
  return (
    <BadgeFrame earned={false} icon={<LockOutlinedIcon />}>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{name}</Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {text}
      </Typography>
      <LinearProgress
        variant="determinate"
        color="secondary"
        value={value}
        aria-label={t('profile.badges.progressLabel', { name })}
        aria-valuetext={text}
      />
    </BadgeFrame>
  );
}
