import { Box } from '@mui/material';
import { useTranslation } from 'react-i18next';

const VISUALLY_HIDDEN = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** The menu's mark of an unread notification: a dot, and the word for screen readers. */
export function UnreadDot() {
  const { t } = useTranslation();
  return (
    <>
      <Box
        aria-hidden
        sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'secondary.main', flexShrink: 0 }}
      />
      <Box component="span" sx={VISUALLY_HIDDEN}>
        {t('notifications.unread')}
      </Box>
    </>
  );
}
