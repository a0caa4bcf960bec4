import { useState } from 'react';
import {
  CircularProgress,
  IconButton,
  ListItemIcon,
  ListItemText,
  Menu,
  MenuItem,
  Tooltip,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import RefreshIcon from '@mui/icons-material/Refresh';
import { useTranslation } from 'react-i18next';
import { FLIGHT_STATUSES, type Flight } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { usePublicConfig } from '../../../lib/config';
import { useRefreshFlightStatus } from '../api/refresh-flight-status';
import { useUpdateFlight } from '../api/update-flight';
import { serverMessage } from '../../../lib/server-message';
import { FlightStatusChip } from './flight-status-chip';
import { RequiresServer, useNeedsServer } from '../../../components/requires-server';

interface StatusControlsProps {
  tripId: string;
  flight: Flight;
  /** Names the flight in the controls' accessible names. */
  name: string;
  onError: (message: string | null) => void;
}

/** The status chip opens a menu to set the status by hand (PUT `{status}`). */
export function StatusMenu({ tripId, flight, name, onError }: StatusControlsProps) {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const update = useUpdateFlight(tripId, flight._id);
  const choose = (status: Flight['status']) => {
    setAnchor(null);
    if (status === flight.status) return;
    onError(null);
    update.mutate({ status }, { onError: (error) => onError(errorMessage(error)) });
  };
  return (
    <>
      <RequiresServer>
        <FlightStatusChip
          status={flight.status}
          onClick={(event) => setAnchor(event.currentTarget)}
          disabled={update.isPending}
          aria-haspopup="menu"
          aria-label={t('flights.status.change', {
            flight: name,
            status: t(`flights.statuses.${flight.status}`),
          })}
        />
      </RequiresServer>
      <Menu anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {FLIGHT_STATUSES.map((status) => (
          <MenuItem key={status} selected={status === flight.status} onClick={() => choose(status)}>
            <ListItemIcon>{status === flight.status && <CheckIcon fontSize="small" />}</ListItemIcon>
            <ListItemText>{t(`flights.statuses.${status}`)}</ListItemText>
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}

/** Asks the flight-status service; only offered when the server has one (config `flightStatus`). */
export function RefreshStatusButton({ tripId, flight, name, onError }: StatusControlsProps) {
  const { t } = useTranslation();
  const config = usePublicConfig();
  const refresh = useRefreshFlightStatus(tripId, flight._id);
  const needsServer = useNeedsServer();
  if (!config?.flightStatus) return null;
  const label = t('flights.status.refresh', { flight: name });
  return (
    <Tooltip title={needsServer.reason ?? label} enterTouchDelay={needsServer.offline ? 0 : undefined}>
      <span>
        <IconButton
          aria-label={label}
          disabled={refresh.isPending || needsServer.offline}
          onClick={() => {
            onError(null);
            refresh.mutate(undefined, { onError: (error) => onError(serverMessage(error)) });
          }}
        >
          {refresh.isPending ? <CircularProgress size={20} aria-hidden /> : <RefreshIcon />}
        </IconButton>
      </span>
    </Tooltip>
  );
}
