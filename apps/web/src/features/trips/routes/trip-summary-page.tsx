import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { SummarySheet } from '../components/summary/summary-sheet';
import { TripUnavailable } from '../components/trip-unavailable';
import { useRouteTrip } from '../components/use-route-trip';

/** The whole trip on paper: the app bar and these buttons stay off the print. */
export function TripSummaryPage() {
  const { t } = useTranslation();
  const { tripId, query, notFound } = useRouteTrip();
  const [params, setParams] = useSearchParams();
  const printNow = params.has('print') && query.isSuccess;
  // "Print summary" in the trip's Export menu opens this page with ?print: the print dialog opens once.
  useEffect(() => {
    if (!printNow) return;
    setParams({}, { replace: true });
    window.print();
  }, [printNow, setParams]);
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (notFound) return <TripUnavailable reason="notFound" />;
  if (query.isError) return <Alert severity="error">{errorMessage(query.error)}</Alert>;
  return (
    <>
      <Box
        sx={{
          display: 'flex',
          flexWrap: 'wrap',
          justifyContent: 'space-between',
          gap: 1.5,
          mb: 3,
          displayPrint: 'none',
        }}
      >
        <Button component={RouterLink} to={`/trips/${tripId}`} color="inherit" startIcon={<ArrowBackIcon />}>
          {t('trips.summary.back')}
        </Button>
        <Button variant="contained" startIcon={<PrintOutlinedIcon />} onClick={() => window.print()}>
          {t('trips.summary.print')}
        </Button>
      </Box>
      <SummarySheet trip={query.data} />
    </>
  );
}
