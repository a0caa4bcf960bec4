import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CURRENCIES, LANGUAGES, settingsSchema, THEME_MODES, type Settings } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { LANGUAGE_NAMES } from '../../../lib/i18n/language-names';
import { FormTextField } from '../../../components/form-text-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useUpdateSettings } from '../api/update-settings';

export function PreferencesForm({ settings }: { settings: Settings }) {
  const { t, i18n } = useTranslation();
  const currencyNames = new Intl.DisplayNames([i18n.resolvedLanguage ?? 'pt'], { type: 'currency' });
  const update = useUpdateSettings();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(settingsSchema),
    defaultValues: settings,
  });

  const onSubmit = handleSubmit((values) =>
    update
      .mutateAsync(values)
      .then(reset, (error: unknown) =>
        applyServerError(error, setError, { fields: ['language', 'currency', 'themeMode'] }),
      ),
  );

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <FormErrorAlert errors={formState.errors} />
      <Box sx={{ display: 'grid', gap: 2.25, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
        <FormTextField control={control} name="language" select label={t('settings.preferences.language')}>
          {LANGUAGES.map((language) => (
            <MenuItem key={language} value={language} lang={language}>
              {LANGUAGE_NAMES[language]}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="currency" select label={t('settings.preferences.currency')}>
          {CURRENCIES.map((currency) => (
            <MenuItem key={currency} value={currency}>
              {currency} · {currencyNames.of(currency)}
            </MenuItem>
          ))}
        </FormTextField>
        <FormTextField control={control} name="themeMode" select label={t('settings.preferences.theme')}>
          {THEME_MODES.map((mode) => (
            <MenuItem key={mode} value={mode}>
              {t(`settings.preferences.themeModes.${mode}`)}
            </MenuItem>
          ))}
        </FormTextField>
      </Box>
      {update.isSuccess && !formState.isDirty && (
        <Alert severity="success" role="status">
          {t('settings.preferences.saved')}
        </Alert>
      )}
      <Box>
        <SubmitButton pending={update.isPending}>{t('common.save')}</SubmitButton>
      </Box>
    </Stack>
  );
}
