import { cloneElement, type ReactElement } from 'react';
import { Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../../../lib/offline/use-online';

/**
 * A control that needs the server (sharing, exporting, uploading, deleting…): offline it is disabled, and
 * says why on hover, focus or a long press, instead of failing when used.
 */
export function RequiresServer({ children }: { children: ReactElement<{ disabled?: boolean }> }) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return children;
  return (
    <Tooltip title={t('offline.needsServer')} enterTouchDelay={0}>
      {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
      <Box
        component="span"
        tabIndex={0}
        aria-label={t('offline.needsServer')}
        sx={{ display: 'inline-flex' }}
      >
        {cloneElement(children, { disabled: true })}
      </Box>
    </Tooltip>
  );
}
