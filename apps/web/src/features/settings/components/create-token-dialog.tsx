import { useId, useState } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import ContentCopyOutlinedIcon from '@mui/icons-material/ContentCopyOutlined';
import { useTranslation } from 'react-i18next';
import { requiredText, TOKEN_AREAS, TOKEN_NAME_MAX, type TokenArea } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormDialog } from '../../../components/form-dialog';
import { FormSelectField } from '../../../components/form-select-field';
import { FormTextField } from '../../../components/form-text-field';
import { useCreateToken } from '../api/tokens';
import {
  AREA_ACCESS,
  DEFAULT_EXPIRY,
  EXPIRY_CHOICES,
  expiryInstant,
  NO_ACCESS,
  scopesOf,
  type AreaAccess,
} from './token-scopes';

// The fields are named as the request's, so a refusal naming `scopes` or `expiresAt` lands on its field.
const tokenFormSchema = z.object({
  name: requiredText(TOKEN_NAME_MAX),
  scopes: z
    .record(z.enum(TOKEN_AREAS), z.enum(AREA_ACCESS))
    .refine((access) => scopesOf(access).length > 0, { error: 'validation.atLeastOneScope' }),
  expiresAt: z.enum(EXPIRY_CHOICES),
});
type TokenFormValues = z.input<typeof tokenFormSchema>;

const EMPTY: TokenFormValues = { name: '', scopes: NO_ACCESS, expiresAt: DEFAULT_EXPIRY };
const SERVER_FIELDS = ['name', 'scopes', 'expiresAt'] as const;

/** One area's choice: none, read, or read and write, named by the area and described by what it holds. */
function AreaAccessField({
  control,
  area,
  onPicked,
}: {
  control: Control<TokenFormValues>;
  area: TokenArea;
  onPicked: () => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <Controller
      control={control}
      name={`scopes.${area}`}
      render={({ field }) => (
        <Box>
          <FormLabel id={labelId} sx={{ color: 'text.primary', fontWeight: 600 }}>
            {t(`settings.tokens.areas.${area}.name`)}
          </FormLabel>
          <Typography id={hintId} variant="body2" color="text.secondary">
            {t(`settings.tokens.areas.${area}.hint`)}
          </Typography>
          <RadioGroup
            row
            aria-labelledby={labelId}
            aria-describedby={hintId}
            name={field.name}
            value={field.value}
            onChange={(event) => {
              field.onChange(event.target.value as AreaAccess);
              onPicked();
            }}
            onBlur={field.onBlur}
          >
            {AREA_ACCESS.map((access) => (
              <FormControlLabel
                key={access}
                value={access}
                control={<Radio size="small" />}
                label={t(`settings.tokens.access.${access}`)}
              />
            ))}
          </RadioGroup>
        </Box>
      )}
    />
  );
}

/** The new token, in this dialog only: to copy now, since the server keeps only its hash. */
function TokenShownOnce({ token, onClose }: { token: string; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const [copy, setCopy] = useState<'copied' | 'failed'>();
  const copyToken = () => {
    const written = navigator.clipboard?.writeText(token) ?? Promise.reject(new Error('No clipboard'));
    void written.then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  };
  return (
    <Dialog
      open
      // A stray click beside the dialog must not lose the only sight of the token: Done or Escape close it.
      onClose={(_event, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('settings.tokens.createdTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <Alert severity="warning">{t('settings.tokens.shownOnce')}</Alert>
          <TextField
            label={t('settings.tokens.token')}
            value={token}
            fullWidth
            // Wrapped rather than scrolled sideways, so a phone shows the whole token at once.
            multiline
            onFocus={(event) => event.target.select()}
            slotProps={{
              input: { readOnly: true, sx: { fontFamily: 'monospace', wordBreak: 'break-all' } },
              htmlInput: { spellCheck: false },
            }}
          />
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flexWrap: 'wrap' }}>
            <Button variant="outlined" startIcon={<ContentCopyOutlinedIcon />} onClick={copyToken}>
              {t('settings.tokens.copy')}
            </Button>
            <Typography role="status" variant="body2" color={copy === 'failed' ? 'error' : 'text.secondary'}>
              {copy && t(`settings.tokens.${copy === 'copied' ? 'copied' : 'copyFailed'}`)}
            </Typography>
          </Box>
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button variant="contained" onClick={onClose}>
          {t('settings.tokens.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * Makes a personal access token: a name, each area's access and how long it lives; then shows the token
 * once. Mounted only while open, so every opening starts empty and forgets the last token shown.
 */
export function CreateTokenDialog({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const create = useCreateToken();
  const permissionsId = useId();
  const { control, handleSubmit, setError, trigger, formState } = useForm({
    resolver: zodResolver(tokenFormSchema),
    defaultValues: EMPTY,
  });

  if (create.data) return <TokenShownOnce token={create.data.token} onClose={onClose} />;

  const onSubmit = handleSubmit(({ name, scopes, expiresAt }) =>
    create
      .mutateAsync({ name, scopes: scopesOf(scopes), expiresAt: expiryInstant(expiresAt) })
      .catch((error: unknown) => applyServerError(error, setError, { fields: SERVER_FIELDS })),
  );
  // The form's own check carries a message key, the server's refusal its text (as FormTextField shows them).
  const scopesMessage = formState.errors.scopes?.message;
  const scopesError = scopesMessage && i18n.exists(scopesMessage) ? t(scopesMessage) : scopesMessage;
  // The "at least one area" error belongs to all four choices, which a change to one does not re-check.
  const recheckScopes = () => {
    if (scopesMessage) void trigger('scopes');
  };
  return (
    <FormDialog
      open
      title={t('settings.tokens.createTitle')}
      submitLabel={t('settings.tokens.submit')}
      pending={create.isPending}
      errors={formState.errors}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormTextField
        control={control}
        name="name"
        label={t('settings.tokens.name')}
        helperText={t('settings.tokens.nameHint')}
        autoFocus
        slotProps={{ htmlInput: { maxLength: TOKEN_NAME_MAX } }}
      />
      <FormControl
        component="fieldset"
        error={Boolean(scopesError)}
        aria-describedby={permissionsId}
        sx={{ gap: 1.5 }}
      >
        <FormLabel component="legend" sx={{ mb: 0.5 }}>
          {t('settings.tokens.permissions')}
        </FormLabel>
        {TOKEN_AREAS.map((area) => (
          <AreaAccessField key={area} control={control} area={area} onPicked={recheckScopes} />
        ))}
        <FormHelperText id={permissionsId} sx={{ mx: 0 }}>
          {scopesError || t('settings.tokens.permissionsHint')}
        </FormHelperText>
      </FormControl>
      <FormSelectField
        control={control}
        name="expiresAt"
        label={t('settings.tokens.expiry')}
        options={EXPIRY_CHOICES.map((choice) => ({
          value: choice,
          label: t(`settings.tokens.expiries.${choice}`),
        }))}
      />
    </FormDialog>
  );
}
