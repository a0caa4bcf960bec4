import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

/** The number a stop has on the day's map, shown beside it in the list so the two read together. */
export function StopNumber({ number }: { number: number }) {
  const { t } = useTranslation();
  return (
    <Box
      component="span"
      aria-label={t('itinerary.stopNumber', { number })}
      sx={{
        width: 22,
        height: 22,
        flex: 'none',
        borderRadius: '50%',
        bgcolor: 'primary.main',
        color: 'primary.contrastText',
        fontSize: 12,
        fontWeight: 700,
        display: 'inline-grid',
        placeItems: 'center',
      }}
    >
      {number}
    </Box>
  );
}
