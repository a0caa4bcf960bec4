import {
  Alert,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TWO_FACTOR_REQUIREMENTS, type TwoFactorRequirement } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { platformSettingsQuery, useUpdatePlatformSettings } from '../api/platform-settings';

/** Who must sign in with two-step verification: nobody, the staff, or everyone. Saved as it is chosen. */
export function SecuritySettings() {
  const { t } = useTranslation();
  const settings = useQuery(platformSettingsQuery());
  const update = useUpdatePlatformSettings();
  if (settings.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (settings.isError) return <Alert severity="error">{errorMessage(settings.error)}</Alert>;
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={update.isPending}>
        <FormLabel id="two-factor-required">{t('admin.security.twoFactorRequired')}</FormLabel>
        <RadioGroup
          aria-labelledby="two-factor-required"
          value={settings.data.twoFactorRequired}
          onChange={(event) =>
            update.mutate({ twoFactorRequired: event.target.value as TwoFactorRequirement })
          }
        >
          {TWO_FACTOR_REQUIREMENTS.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={t(`admin.security.requirements.${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      <Typography variant="body2" color="text.secondary">
        {t('admin.security.hint')}
      </Typography>
      {update.isError && <Alert severity="error">{errorMessage(update.error)}</Alert>}
      {update.isSuccess && (
        <Alert severity="success" role="status">
          {t('admin.security.saved')}
        </Alert>
      )}
    </Stack>
  );
}
