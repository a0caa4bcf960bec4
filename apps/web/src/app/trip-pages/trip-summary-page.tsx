import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { Alert, Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../lib/api-errors';
import { CenteredStatus } from '../../components/centered-status';
import { SummarySheet } from '../../features/trips/components/summary/summary-sheet';
import { SummaryStays } from '../../features/trips/components/summary/summary-stays';
import { SummaryTours } from '../../features/trips/components/summary/summary-tours';
import { SummaryItinerary } from '../../features/trips/components/summary/summary-itinerary';
import { SummaryChecklist } from '../../features/trips/components/summary/summary-checklist';
import { SummaryTips } from '../../features/trips/components/summary/summary-tips';
import { SummaryContacts } from '../../features/trips/components/summary/summary-contacts';
import { TripUnavailable } from '../../features/trips/components/trip-unavailable';
import { useRouteTrip } from '../../features/trips/components/use-route-trip';
import { SummaryFlights } from '../../features/flights/components/summary-flights';
import { SummaryCosts } from '../../features/expenses/components/summary-costs';

/**
 * The whole trip on paper, in the PDF export's order: the trip core's sheet with each feature's section.
 * The app bar and these buttons stay off the print.
 */
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
      <SummarySheet trip={query.data}>
        <SummaryFlights flights={query.data.flights} />
        <SummaryStays stays={query.data.bookings} />
        <SummaryTours tours={query.data.tours} />
        <SummaryItinerary trip={query.data} />
        <SummaryChecklist groups={query.data.checklist} />
        <SummaryTips tips={query.data.tips} />
        <SummaryContacts contacts={query.data.contacts} />
        <SummaryCosts summary={query.data.expenseSummary} />
      </SummarySheet>
    </>
  );
}
