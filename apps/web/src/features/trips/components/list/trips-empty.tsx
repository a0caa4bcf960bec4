import { Link as RouterLink } from 'react-router';
import { Box, Button, Card, Link, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import LuggageOutlinedIcon from '@mui/icons-material/LuggageOutlined';
import SearchOffOutlinedIcon from '@mui/icons-material/SearchOffOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../../components/empty-state';
import { RequiresServer } from '../../../../components/requires-server';

/** The first visit: an invitation to plan the first trip, by form or by wizard. */
export function NoTripsYet() {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        icon={<LuggageOutlinedIcon />}
        title={t('trips.empty.title')}
        description={t('trips.empty.description')}
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 1.5, pb: 5, px: 2 }}>
        <RequiresServer>
          <Button
            component={RouterLink}
            to="/plan-trip"
            variant="contained"
            size="large"
            startIcon={<AddIcon />}
          >
            {t('trips.planTrip')}
          </Button>
        </RequiresServer>
        <Typography variant="body2" color="text.secondary" sx={{ textAlign: 'center' }}>
          {t('trips.empty.wizardPrompt')}{' '}
          <Link component={RouterLink} to="/trip-wizard">
            {t('trips.empty.wizardLink')}
          </Link>
        </Typography>
      </Box>
    </Card>
  );
}

export function NoMatchingTrips({ query }: { query: string }) {
  const { t } = useTranslation();
  return (
    <Card>
      <EmptyState
        icon={<SearchOffOutlinedIcon />}
        title={t('trips.list.noMatches', { query })}
        description={t('trips.list.noMatchesHint')}
      />
    </Card>
  );
}
