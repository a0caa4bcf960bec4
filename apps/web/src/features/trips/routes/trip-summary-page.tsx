import { useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import PrintOutlinedIcon from '@mui/icons-material/PrintOutlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { FactList } from '../components/fact-list';
import { TripUnavailable } from '../components/trip-unavailable';
import { useRouteTrip } from '../components/use-route-trip';
import { useTripFacts } from '../components/use-trip-facts';

function SummarySheet({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const facts = useTripFacts(trip);
  return (
    <Card sx={{ '@media print': { border: 0 } }}>
      <CardContent sx={{ p: { xs: 2, sm: 4 }, '@media print': { p: 0 } }}>
        <Typography variant="overline" color="text.secondary">
          {t('trips.summary.kicker')}
        </Typography>
        <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
          {trip.title}
        </Typography>
        <FactList
          facts={[
            facts.destination,
            facts.dates,
            facts.duration,
            facts.budget,
            facts.currency,
            facts.interests,
            facts.notes,
          ]}
        />
        <Divider sx={{ my: 3 }} />
        <Typography variant="h3" component="h2">
          {t('trips.facts.peopleCount', { count: trip.sharedUsers.length })}
        </Typography>
        <List dense>
          {trip.sharedUsers.map((person) => (
            <ListItem key={person.userId} disableGutters>
              <ListItemText
                primary={t('trips.summary.person', {
                  name: person.name,
                  role: t(`trips.roles.${person.role}`),
                })}
                secondary={person.email}
              />
            </ListItem>
          ))}
        </List>
      </CardContent>
    </Card>
  );
}

/** A one-page overview meant for paper: the app bar and these buttons stay off the print. */
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
