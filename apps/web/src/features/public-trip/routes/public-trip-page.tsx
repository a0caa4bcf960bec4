import { useParams } from 'react-router';
import { Alert, Box, Button, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { CenteredStatus } from '../../../components/centered-status';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { closedLinkOf, usePublicTrip } from '../api/public-trip';
import { PublicTripView } from '../components/public-trip-view';

/** What a link that opens no trip says: it names none, it was turned off, or it has expired. */
function ClosedLinkMessage({ reason }: { reason: 'not-found' | 'revoked' | 'expired' }) {
  const { t } = useTranslation();
  return (
    <Box role="alert" sx={{ textAlign: 'center', py: 6 }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.5rem', sm: '2rem' }, mb: 1.5 }}>
        {t(`publicTrip.closed.${reason}.title`)}
      </Typography>
      <Typography color="text.secondary">{t(`publicTrip.closed.${reason}.text`)}</Typography>
    </Box>
  );
}

/**
 * A trip's public page (/p/:token): anyone holding the link reads the plan, signed in or not, in the
 * browser's language. No search engine indexes it: the page says so while shown, and the server says
 * so on the HTML and on the API answer.
 */
export function PublicTripPage() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const trip = usePublicTrip(token);
  const closed = trip.isError ? closedLinkOf(trip.error) : undefined;
  useDocumentTitle([trip.data?.title ?? t('publicTrip.title')]);
  return (
    <>
      <meta name="robots" content="noindex, nofollow" />
      {trip.isPending ? (
        <CenteredStatus text={t('common.loading')} />
      ) : closed ? (
        <ClosedLinkMessage reason={closed} />
      ) : trip.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void trip.refetch()}>
              {t('common.retry')}
            </Button>
          }
        >
          {t('publicTrip.failed')}
        </Alert>
      ) : (
        <PublicTripView trip={trip.data} />
      )}
    </>
  );
}
