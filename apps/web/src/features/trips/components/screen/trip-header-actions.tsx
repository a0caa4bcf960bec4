import { useState } from 'react';
import { Box, IconButton, Popover, Stack } from '@mui/material';
import MoreVertIcon from '@mui/icons-material/MoreVert';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import type { TripAction } from './trip-screen-types';

const MENU_ID = 'trip-actions-menu';

/**
 * The header's actions: side by side on a desktop; on a phone behind one "More actions" button, stacked
 * full width. The popover stays mounted while open so an action's own dialog or menu keeps its state.
 */
export function TripHeaderActions({
  trip,
  actions,
  phone,
}: {
  trip: TripDetail;
  actions: readonly TripAction[];
  phone: boolean;
}) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const list = actions.map((Action, index) => <Action key={index} trip={trip} />);
  if (!phone) {
    return <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>{list}</Box>;
  }
  return (
    <>
      <IconButton
        aria-label={t('trips.screen.moreActions')}
        aria-haspopup="true"
        aria-expanded={anchor ? 'true' : 'false'}
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ mt: 0.5, displayPrint: 'none' }}
      >
        <MoreVertIcon />
      </IconButton>
      <Popover
        id={MENU_ID}
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Stack
          role="group"
          aria-label={t('trips.screen.actions')}
          spacing={1}
          sx={{ p: 1.5, minWidth: 220, '& .MuiButton-root': { width: '100%', justifyContent: 'flex-start' } }}
        >
          {list}
        </Stack>
      </Popover>
    </>
  );
}
