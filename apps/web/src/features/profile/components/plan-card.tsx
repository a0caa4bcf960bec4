import { Chip, Stack, Typography } from '@mui/material';
import WorkspacePremiumOutlinedIcon from '@mui/icons-material/WorkspacePremiumOutlined';
import { useTranslation } from 'react-i18next';
import { format, parseISO } from 'date-fns';
import type { Profile } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { dateLocale } from '../../trips/components';

/** The person's plan: free, or premium with the last day of a grant that has one. */
export function PlanCard({ profile }: { profile: Pick<Profile, 'isPremium' | 'premiumUntil'> }) {
  const { t } = useTranslation();
  if (!profile.isPremium) {
    return <Typography color="text.secondary">{t('profile.plan.free')}</Typography>;
  }
  return (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
      <Chip icon={<WorkspacePremiumOutlinedIcon />} color="primary" label={t('profile.plan.premium')} />
      <Typography>
        {profile.premiumUntil
          ? t('profile.plan.until', {
              // A calendar day: parsed as that local day, so no time zone moves it to the day before.
              date: format(parseISO(profile.premiumUntil), 'P', { locale: dateLocale(currentLanguage()) }),
            })
          : t('profile.plan.noEnd')}
      </Typography>
    </Stack>
  );
}
