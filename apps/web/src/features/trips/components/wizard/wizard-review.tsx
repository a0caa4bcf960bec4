import { Box, Button, Stack, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useWatch, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { TripFormValues } from '../form/trip-form-values';
import { FactList, type Fact } from '../fact-list';
import { useTripFacts } from '../use-trip-facts';
import { WIZARD_STEPS } from './wizard-steps';

function ReviewSection({ title, facts, onEdit }: { title: string; facts: Fact[]; onEdit: () => void }) {
  const { t } = useTranslation();
  return (
    <Box component="section" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 1, mb: 1.5 }}>
        <Typography variant="h4" component="h3">
          {title}
        </Typography>
        <Button
          size="small"
          startIcon={<EditOutlinedIcon />}
          onClick={onEdit}
          aria-label={t('trips.wizard.editStep', { step: title })}
        >
          {t('trips.wizard.edit')}
        </Button>
      </Box>
      <FactList facts={facts} />
    </Box>
  );
}

/** Everything the wizard collected, each part with a way back to its step. */
export function WizardReview({
  control,
  onEdit,
}: {
  control: Control<TripFormValues>;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  const values = useWatch({ control }) as TripFormValues;
  const facts = useTripFacts({
    ...values,
    budgetAmount: values.budgetAmount ?? null,
    interests: values.interests ?? [],
    notes: values.notes ?? '',
  });
  const sections = [
    [facts.title, facts.destination],
    [facts.dates, facts.duration],
    [facts.budget, facts.budgetAmount, facts.currency, facts.interests, facts.notes],
  ];
  return (
    <Stack spacing={2}>
      {sections.map((sectionFacts, index) => (
        <ReviewSection
          key={WIZARD_STEPS[index]?.key}
          title={t(`trips.wizard.steps.${WIZARD_STEPS[index]?.key}`)}
          facts={sectionFacts}
          onEdit={() => onEdit(index)}
        />
      ))}
    </Stack>
  );
}
