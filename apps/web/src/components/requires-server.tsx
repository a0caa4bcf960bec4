import { cloneElement, type ReactElement } from 'react';
import { Box, Tooltip } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { useOnline } from '../lib/offline/use-online';

/** For controls that cannot be wrapped (menu items): offline, whether to disable them and the reason to show. */
export function useNeedsServer(): { offline: boolean; reason: string | undefined } {
  const { t } = useTranslation();
  const online = useOnline();
  return { offline: !online, reason: online ? undefined : t('offline.needsServer') };
}

/**
 * A control that needs the server (sharing, exporting, uploading, deleting…): offline it is disabled, and
 * says why on hover, focus or a long press, instead of failing when used.
 */
export function RequiresServer({
  children,
  group = false,
}: {
  children: ReactElement<{ disabled?: boolean }>;
  /**
   * The child is handed in from another feature and takes no `disabled`: every control in it is disabled
   * through a native disabled fieldset instead (and looks it).
   */
  group?: boolean;
}) {
  const { t } = useTranslation();
  const online = useOnline();
  if (online) return children;
  // A control in its own tooltip (an icon button's name): the reason takes that tooltip's place offline.
  const control =
    children.type === Tooltip
      ? (children.props as { children: ReactElement<{ disabled?: boolean }> }).children
      : children;
  return (
    <Tooltip title={t('offline.needsServer')} enterTouchDelay={0}>
      {/* A disabled button fires no events: the tooltip listens on its wrapper. */}
      <Box
        component={group ? 'div' : 'span'}
        tabIndex={0}
        aria-label={t('offline.needsServer')}
        sx={{ display: 'inline-flex' }}
      >
        {group ? (
          <Box
            component="fieldset"
            disabled
            sx={{
              display: 'contents',
              '& button:disabled': {
                color: 'action.disabled',
                borderColor: 'action.disabledBackground',
                boxShadow: 'none',
                pointerEvents: 'none',
              },
            }}
          >
            {children}
          </Box>
        ) : (
          cloneElement(control, { disabled: true })
        )}
      </Box>
    </Tooltip>
  );
}
