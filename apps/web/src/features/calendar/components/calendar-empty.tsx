import { Box, Button } from '@mui/material';
import EventAvailableOutlinedIcon from '@mui/icons-material/EventAvailableOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';

export function CalendarEmpty() {
  const { t } = useTranslation();
  return (
    <Box sx={{ textAlign: 'center', pb: 3 }}>
      <EmptyState
        icon={<EventAvailableOutlinedIcon />}
        title={t('calendar.empty.title')}
        description={t('calendar.empty.description')}
      />
      <Button component={RouterLink} to="/plan-trip" variant="contained">
        {t('calendar.empty.action')}
      </Button>
    </Box>
  );
}
