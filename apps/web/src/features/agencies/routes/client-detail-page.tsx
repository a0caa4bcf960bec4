import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddLocationAltOutlinedIcon from '@mui/icons-material/AddLocationAltOutlined';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import { useTranslation } from 'react-i18next';
import type { ClientDetail } from '@trilha/shared';
import { errorStatus } from '../../../lib/api-errors';
import { CenteredStatus } from '../../../components/centered-status';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { TripCard } from '../../trips/components';
import { agencyQueries } from '../api/agency-queries';
import { agencyErrorText } from '../components/agency-errors';
import { PlanClientTripForm } from '../components/plan-client-trip-form';
import { PaymentStatusChip } from '../components/status-chips';
import { TripBookingsWhoGoes } from '../components/trip-bookings-who-goes';

const GRID = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', md: 'repeat(3, 1fr)' },
};

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button component={RouterLink} to="/consultant/clients" startIcon={<ArrowBackIcon />} sx={{ mb: 1 }}>
      {t('agencies.myClients.title')}
    </Button>
  );
}

function ClientFacts({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  return (
    <Card>
      <CardContent
        component="dl"
        sx={{
          m: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
          '&:last-child': { pb: 2 },
        }}
      >
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('agencies.fields.email')}
          </Typography>
          <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {client.email}
          </Typography>
        </Box>
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('agencies.fields.paymentStatus')}
          </Typography>
          <Box component="dd" sx={{ m: 0, mt: 0.5 }}>
            <PaymentStatusChip status={client.paymentStatus} />
          </Box>
        </Box>
        <Box>
          <Typography component="dt" variant="caption" color="text.secondary">
            {t('agencies.fields.consultant')}
          </Typography>
          <Typography component="dd" sx={{ m: 0 }}>
            {client.consultantName ?? t('agencies.clients.noConsultant')}
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

function ClientScreen({ client }: { client: ClientDetail }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  // Someone only invited shows nothing of theirs, and nobody plans for them until they accept.
  const invited = client.status === 'invited';
  const planning = params.has('plan') && !invited;
  return (
    <>
      <BackLink />
      <PageHeader
        title={client.name}
        subtitle={t('agencies.client.subtitle')}
        action={
          !planning &&
          !invited && (
            <Button
              variant="contained"
              startIcon={<AddLocationAltOutlinedIcon />}
              onClick={() => setParams({ plan: '1' })}
            >
              {t('agencies.client.planFor', { name: client.name })}
            </Button>
          )
        }
      />
      <Stack spacing={3}>
        {invited && (
          <Alert severity="info">{t('agencies.client.invitedNotice', { email: client.email })}</Alert>
        )}
        <ClientFacts client={client} />
        {planning && (
          <PlanClientTripForm
            clientId={client._id}
            clientName={client.name}
            onCancel={() => setParams({}, { replace: true })}
          />
        )}
        <SectionCard title={t('agencies.client.trips')}>
          {client.trips.length === 0 ? (
            <EmptyState
              icon={<LuggageOutlinedIcon />}
              title={t('agencies.client.noTripsTitle')}
              description={t('agencies.client.noTripsDescription', { name: client.name })}
            />
          ) : (
            <Box sx={GRID}>
              {client.trips.map((trip) => (
                // The card and who goes on its bookings share one cell, so the section spans the card's width;
                // held at the cell's top, the cards beside an opened section keep their own height.
                <Box key={trip._id} sx={{ display: 'grid', gap: 1, alignContent: 'start', minWidth: 0 }}>
                  <TripCard trip={trip} />
                  <TripBookingsWhoGoes trip={trip} />
                </Box>
              ))}
            </Box>
          )}
        </SectionCard>
      </Stack>
    </>
  );
}

/** `/consultant/clients/:clientId`: a client's details and trips, and planning a new trip for them. */
export function ClientDetailPage() {
  const { t } = useTranslation();
  const { clientId = '' } = useParams();
  const query = useQuery(agencyQueries.client(clientId));
  if (query.isPending) return <CenteredStatus text={t('common.loading')} />;
  if (query.isError) {
    const missing = errorStatus(query.error) === 404;
    return (
      <>
        <BackLink />
        <Alert severity={missing ? 'warning' : 'error'}>
          {missing ? t('agencies.client.notFound') : agencyErrorText(query.error, 'fetchClient')}
        </Alert>
      </>
    );
  }
  return <ClientScreen key={clientId} client={query.data} />;
}
