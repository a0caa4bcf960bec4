import { Link as RouterLink } from 'react-router';
import { Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useTranslation } from 'react-i18next';

/** The way back to the trip's finances tab, above each expense page. */
export function BackToFinances({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  return (
    <Button
      component={RouterLink}
      to={`/trips/${tripId}?tab=finances`}
      startIcon={<ArrowBackIcon />}
      sx={{ mb: 1, ml: -1 }}
    >
      {t('expenses.back')}
    </Button>
  );
}
