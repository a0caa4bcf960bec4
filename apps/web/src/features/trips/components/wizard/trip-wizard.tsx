import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { useTranslation } from 'react-i18next';
import { FormErrorAlert } from '../../../../components/form-error-alert';
import { SubmitButton } from '../../../../components/submit-button';
import { DateFields } from '../form/date-fields';
import { NotesField, StyleFields } from '../form/style-fields';
import { useSaveTrip, useTripForm, type TripForm } from '../form/use-trip-form';
import { WhereFields } from '../form/where-fields';
import { WizardReview } from './wizard-review';
import { WIZARD_STEPS } from './wizard-steps';
import { RequiresServer } from '../../../../components/requires-server';

const LAST_STEP = WIZARD_STEPS.length - 1;

function StepContent({
  form,
  step,
  onEdit,
}: {
  form: TripForm;
  step: number;
  onEdit: (step: number) => void;
}) {
  const { control } = form;
  switch (WIZARD_STEPS[step]?.key) {
    case 'where':
      return <WhereFields control={control} />;
    case 'when':
      return <DateFields control={control} />;
    case 'style':
      return (
        <Stack spacing={3}>
          <StyleFields control={control} />
          <NotesField control={control} />
        </Stack>
      );
    default:
      return <WizardReview control={control} onEdit={onEdit} />;
  }
}

function WizardActions({ step, pending, onBack }: { step: number; pending: boolean; onBack: () => void }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, justifyContent: 'space-between' }}>
      <Button
        color="inherit"
        size="large"
        startIcon={<ArrowBackIcon />}
        onClick={onBack}
        sx={{ visibility: step === 0 ? 'hidden' : undefined }}
      >
        {t('trips.wizard.back')}
      </Button>
      {step === LAST_STEP ? (
        <RequiresServer>
          <SubmitButton pending={pending}>{t('trips.form.create')}</SubmitButton>
        </RequiresServer>
      ) : (
        <Button type="submit" variant="contained" size="large" endIcon={<ArrowForwardIcon />}>
          {t('trips.wizard.next')}
        </Button>
      )}
    </Box>
  );
}

/** The trip form one step at a time; a step's fields must pass the shared schema before the next. */
export function TripWizard() {
  const { t } = useTranslation();
  const form = useTripForm();
  const [step, setStep] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const moved = useRef(false);

  const showFirstStepWithErrors = () => {
    const index = WIZARD_STEPS.findIndex(({ fields }) =>
      fields.some((name) => form.getFieldState(name).invalid),
    );
    if (index >= 0) setStep(index);
  };
  const { save, pending } = useSaveTrip(form, undefined, showFirstStepWithErrors);

  // Keyboard and screen-reader users land on the new step's heading, not at the bottom of the page.
  useEffect(() => {
    if (moved.current) headingRef.current?.focus();
    moved.current = true;
  }, [step]);

  // A step that failed checks its fields again as they change (as a submitted form does), so an error
  // goes away as soon as it is fixed instead of waiting for the next "Next".
  const [failedStep, setFailedStep] = useState<number | null>(null);
  useEffect(() => {
    if (failedStep === null) return;
    const fields = [...WIZARD_STEPS[failedStep]!.fields];
    const subscription = form.watch((_values, { name }) => {
      if (name) void form.trigger(fields);
    });
    return () => subscription.unsubscribe();
  }, [failedStep, form]);

  const goTo = (index: number) => {
    setFailedStep(null);
    setStep(index);
  };
  const next = async () => {
    if (await form.trigger([...WIZARD_STEPS[step]!.fields])) goTo(step + 1);
    else setFailedStep(step);
  };
  // Enter in a field moves on; only the review step submits.
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (step === LAST_STEP) return save(event);
    event.preventDefault();
    return next();
  };

  const stepKey = WIZARD_STEPS[step]!.key;
  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Stepper activeStep={step} alternativeLabel sx={{ mb: 3 }}>
          {WIZARD_STEPS.map(({ key }) => (
            <Step key={key}>
              <StepLabel>{t(`trips.wizard.steps.${key}`)}</StepLabel>
            </Step>
          ))}
        </Stepper>
        <Stack component="form" noValidate spacing={3} onSubmit={handleSubmit}>
          <Box>
            <Typography ref={headingRef} tabIndex={-1} variant="h3" component="h2" sx={{ outline: 'none' }}>
              {t(`trips.wizard.headings.${stepKey}`)}
            </Typography>
            <Typography color="text.secondary" variant="body2" sx={{ mt: 0.5 }}>
              {t('trips.wizard.progress', { step: step + 1, total: WIZARD_STEPS.length })}
            </Typography>
          </Box>
          <FormErrorAlert errors={form.formState.errors} />
          <StepContent form={form} step={step} onEdit={goTo} />
          <WizardActions step={step} pending={pending} onBack={() => goTo(step - 1)} />
        </Stack>
      </CardContent>
    </Card>
  );
}
