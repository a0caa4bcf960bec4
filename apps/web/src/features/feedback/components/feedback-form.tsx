import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Box, MenuItem, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FEEDBACK_MAX_LENGTH, FEEDBACK_TYPES, feedbackSchema, type FeedbackInput } from '@trilha/shared';
import { applyServerError } from '../../../lib/api-errors';
import { FormTextField } from '../../../components/form-text-field';
import { FormErrorAlert } from '../../../components/form-error-alert';
import { SubmitButton } from '../../../components/submit-button';
import { useSendFeedback } from '../api/send-feedback';

const EMPTY: FeedbackInput = { type: 'suggestion', text: '' };

export function FeedbackForm() {
  const { t } = useTranslation();
  const send = useSendFeedback();
  const { control, handleSubmit, setError, formState, reset } = useForm({
    resolver: zodResolver(feedbackSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = handleSubmit((values) =>
    send.mutateAsync(values).then(
      () => reset(EMPTY),
      (error: unknown) => applyServerError(error, setError, { fields: ['type', 'text'] }),
    ),
  );

  return (
    <Stack component="form" noValidate spacing={2.25} onSubmit={onSubmit}>
      <FormErrorAlert errors={formState.errors} />
      {send.isSuccess && !formState.isDirty && (
        <Alert severity="success" role="status">
          {t('feedback.sent')}
        </Alert>
      )}
      <FormTextField
        control={control}
        name="type"
        select
        label={t('feedback.type')}
        sx={{ maxWidth: { sm: 320 } }}
      >
        {FEEDBACK_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {t(`feedback.types.${type}`)}
          </MenuItem>
        ))}
      </FormTextField>
      <FormTextField
        control={control}
        name="text"
        label={t('feedback.text')}
        placeholder={t('feedback.placeholder')}
        multiline
        minRows={5}
        slotProps={{ htmlInput: { maxLength: FEEDBACK_MAX_LENGTH } }}
      />
      <Box>
        <SubmitButton pending={send.isPending}>{t('feedback.submit')}</SubmitButton>
      </Box>
    </Stack>
  );
}
