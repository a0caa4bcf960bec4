import { useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import {
  arrivalAirports,
  bestTripMatch,
  cluesOf,
  defaultTrip,
  type ImportPreview,
  type TripDetail,
} from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { airportSearchQuery } from '../../../lib/airport-search';
import { useCreateImport, type ImportSourceInput } from '../api/create-import';
import { writableTripsQuery } from '../api/writable-trips';
import { draftFromPreview, type ImportDraft } from '../utils/draft';
import { importErrorMessage } from '../utils/import-errors';
import { DropZone, type Reading } from './drop-zone';
import { ImportAddressPanel } from './import-address-panel';
import { PreviewStep, type ImportOutcome } from './preview-step';
import { TripPicker } from './trip-picker';

export type { ImportOutcome } from './preview-step';

interface ImportDialogProps {
  /** The trip to import onto; without one (the trip list) the dialog finds the matching trip. */
  trip?: TripDetail;
  onClose: () => void;
  onDone: (outcome: ImportOutcome) => void;
}

interface Found {
  tripId: string;
  preview: ImportPreview;
  draft: ImportDraft;
}

/** The arrival airports' names and countries, to recognise a trip's destination in a flight. */
async function airportPlaces(queryClient: QueryClient, preview: ImportPreview): Promise<string[]> {
  const language = currentLanguage();
  const found = await Promise.all(
    arrivalAirports(preview).map(async (code) => {
      try {
        const airports = await queryClient.fetchQuery(airportSearchQuery(code, language));
        const airport = airports.find((candidate) => candidate.code === code);
        return airport ? [airport.name, airport.country] : [];
      } catch {
        return [];
      }
    }),
  );
  return found.flat();
}

/** Import a booking: drop or pick a file, or paste a mail; see what was found, fix it, import it. */
export function ImportDialog({ trip, onClose, onDone }: ImportDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const queryClient = useQueryClient();
  const fromList = !trip;
  const trips = useQuery({ ...writableTripsQuery(), enabled: fromList });
  const [chosenId, setChosenId] = useState<string>();
  const [matched, setMatched] = useState(false);
  const [source, setSource] = useState<ImportSourceInput>();
  const [reading, setReading] = useState<Reading>();
  const [error, setError] = useState<string>();
  const [found, setFound] = useState<Found>();
  const create = useCreateImport();

  const candidates = trips.data ?? [];
  const listTrip = candidates.find((candidate) => candidate._id === chosenId) ?? defaultTrip(candidates);
  const target = trip ?? listTrip;

  async function read(next: ImportSourceInput, tripId: string, findTrip: boolean) {
    setSource(next);
    setError(undefined);
    setFound(undefined);
    const file = 'file' in next ? next.file : undefined;
    setReading({ name: file?.name ?? null, percent: file ? 0 : null });
    const onProgress = (percent: number) =>
      setReading((current) => current && { ...current, percent: percent >= 100 ? null : percent });
    try {
      let preview = await create.mutateAsync({ tripId, source: next, onProgress });
      if (findTrip) {
        const best = bestTripMatch(candidates, cluesOf(preview, await airportPlaces(queryClient, preview)));
        setMatched(Boolean(best));
        if (best && best._id !== tripId) {
          // Duplicates are found against the trip the preview was read for: read it again for this one.
          setChosenId(best._id);
          tripId = best._id;
          preview = await create.mutateAsync({ tripId, source: next });
        }
      }
      setFound({ tripId, preview, draft: draftFromPreview(preview, currentLanguage()) });
    } catch (failure) {
      setError(importErrorMessage(failure, t));
    } finally {
      setReading(undefined);
    }
  }

  const handleRead = (next: ImportSourceInput) => {
    if (target) void read(next, target._id, fromList);
  };
  const handleTripChange = (tripId: string) => {
    setChosenId(tripId);
    setMatched(false);
    if (source && found) void read(source, tripId, false);
  };
  const foundTrip = found && (trip ?? candidates.find((candidate) => candidate._id === found.tripId));

  const chooseStep = () => {
    if (fromList && !trips.isSuccess) {
      return trips.isError ? (
        <Alert severity="error">{t('importer.trip.failed')}</Alert>
      ) : (
        <CircularProgress aria-label={t('importer.trip.loading')} sx={{ mx: 'auto', display: 'block' }} />
      );
    }
    if (!target) {
      return (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to="/plan-trip" color="inherit" size="small">
              {t('importer.trip.plan')}
            </Button>
          }
        >
          {t('importer.trip.none')}
        </Alert>
      );
    }
    return (
      <>
        <DropZone onRead={handleRead} reading={reading} error={error} onError={setError} />
        <ImportAddressPanel />
      </>
    );
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" fullScreen={fullScreen} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {trip ? t('importer.titleOn', { trip: trip.title }) : t('importer.title')}
      </DialogTitle>
      {fromList && listTrip && (
        // The outlined field's label sits above its box: room for it below the title.
        <DialogContent sx={{ '&&': { pt: 1 }, pb: 0, flex: 'none' }}>
          <TripPicker
            trips={candidates}
            value={found?.tripId ?? listTrip._id}
            onChange={handleTripChange}
            matched={matched}
            disabled={Boolean(reading)}
          />
        </DialogContent>
      )}
      {found && foundTrip && !reading ? (
        <PreviewStep
          key={found.preview._id}
          trip={foundTrip}
          preview={found.preview}
          draft={found.draft}
          onDraftChange={(draft) => setFound({ ...found, draft })}
          onBack={() => {
            setFound(undefined);
            setSource(undefined);
          }}
          onClose={onClose}
          onDone={onDone}
        />
      ) : (
        <>
          <DialogContent>
            <Stack spacing={2} sx={{ pt: 1 }}>
              {chooseStep()}
            </Stack>
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2.5 }}>
            <Button onClick={onClose} color="inherit">
              {t('common.cancel')}
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
