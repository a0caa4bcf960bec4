import { Box, Chip } from '@mui/material';
import MilitaryTechOutlinedIcon from '@mui/icons-material/MilitaryTechOutlined';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import type { Profile } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';

export function BadgesList({ badges }: { badges: Profile['badges'] }) {
  const { t } = useTranslation();
  if (badges.length === 0) {
    return (
      <EmptyState
        icon={<MilitaryTechOutlinedIcon />}
        title={t('profile.badges.emptyTitle')}
        description={t('profile.badges.emptyDescription')}
      />
    );
  }
  return (
    <Box component="ul" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, p: 0, m: 0, listStyle: 'none' }}>
      {badges.map((badge) => (
        <li key={badge.code}>
          <Chip
            icon={<MilitaryTechOutlinedIcon />}
            color="secondary"
            label={t(`profile.badges.codes.${badge.code}`, { defaultValue: badge.code })}
            title={t('profile.badges.earnedOn', { date: format(parseISO(badge.earnedAt), 'dd/MM/yyyy') })}
          />
        </li>
      ))}
    </Box>
  );
}
