import { Link as RouterLink } from 'react-router';
import { Box, Button, Card } from '@mui/material';
import LockOutlinedIcon from '@mui/icons-material/LockOutlined';
import WrongLocationOutlinedIcon from '@mui/icons-material/WrongLocationOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

/**
 * A trip that does not exist or is not shared with the user (the server answers both the same way),
 * or one the user may see but not change.
 */
export function TripUnavailable({ reason, tripId }: { reason: 'notFound' | 'forbidden'; tripId?: string }) {
  const { t } = useTranslation();
  const back = reason === 'forbidden' && tripId ? `/trips/${tripId}` : '/trips';
  return (
    <Card>
      <EmptyState
        icon={reason === 'notFound' ? <WrongLocationOutlinedIcon /> : <LockOutlinedIcon />}
        title={t(`trips.unavailable.${reason}.title`)}
        description={t(`trips.unavailable.${reason}.description`)}
      />
      <Box sx={{ display: 'flex', justifyContent: 'center', pb: 5 }}>
        <Button component={RouterLink} to={back} variant="contained">
          {t(`trips.unavailable.${reason}.back`)}
        </Button>
      </Box>
    </Card>
  );
}
