import { useRef, useState } from 'react';
import { Alert, Box, Button, DialogActions, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { ImportPreview } from '@trilha/shared';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { errorMessage } from '../../../lib/api-errors';
import { SubmitButton } from '../../../components/submit-button';
import { useApplyImport } from '../api/apply-import';
import {
  applyBodyOf,
  countIncluded,
  itemKey,
  type DraftErrors,
  type DraftItem,
  type DraftKind,
  type ImportDraft,
} from '../utils/draft';
import { FlightEditor, StayEditor, TourEditor } from './item-editors';

export interface ImportOutcome {
  tripId: string;
  tripTitle: string;
  created: number;
  skipped: number;
}

interface PreviewStepProps {
  trip: { _id: string; title: string; currency: string };
  preview: ImportPreview;
  draft: ImportDraft;
  onDraftChange: (draft: ImportDraft) => void;
  /** Back to the drop zone; a received mail's preview has none. */
  onBack?: () => void;
  onClose: () => void;
  onDone: (outcome: ImportOutcome) => void;
}

function Section({ title, count, children }: { title: string; count: number; children: React.ReactNode }) {
  if (count === 0) return null;
  return (
    <Box component="section" aria-label={title}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {title}
      </Typography>
      <Stack component="ul" spacing={1.5} sx={{ m: 0, p: 0 }}>
        {children}
      </Stack>
    </Box>
  );
}

/** What was found, editable and each ticked or not; "Import" adds the ticked ones to the trip. */
export function PreviewStep({
  trip,
  preview,
  draft,
  onDraftChange,
  onBack,
  onClose,
  onDone,
}: PreviewStepProps) {
  const { t } = useTranslation();
  const apply = useApplyImport(trip._id, preview._id);
  const [errors, setErrors] = useState<DraftErrors>({});
  const content = useRef<HTMLDivElement>(null);
  const included = countIncluded(draft);
  const nothingFound = draft.flights.length + draft.bookings.length + draft.tours.length === 0;

  const update =
    <K extends DraftKind>(kind: K, index: number) =>
    (item: ImportDraft[K][number]) =>
      onDraftChange({
        ...draft,
        [kind]: (draft[kind] as DraftItem<unknown>[]).map((other, i) => (i === index ? item : other)),
      });

  const handleImport = () => {
    const { body, errors: refused } = applyBodyOf(draft, currentLanguage());
    setErrors(refused);
    if (Object.keys(refused).length > 0) {
      // The first field to fix may be far down a long preview: take the person (and the keyboard) there.
      requestAnimationFrame(() =>
        content.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
      );
      return;
    }
    apply.mutate(body, {
      onSuccess: (result) =>
        onDone({
          tripId: trip._id,
          tripTitle: trip.title,
          created: result.flights.length + result.bookings.length + result.tours.length,
          skipped: result.skipped.length,
        }),
    });
  };
  const pasted = preview.source.kind === 'text' && !preview.source.fileName;
  const refusedCount = Object.keys(errors).filter((key) => Object.keys(errors[key] ?? {}).length > 0).length;

  return (
    <>
      <DialogContent dividers ref={content}>
        <Stack spacing={2.5}>
          {/* Where it was read: the label of what follows, never run together with another sentence. */}
          <Typography variant="body2" color="text.secondary">
            {preview.source.fileName
              ? t('importer.preview.from', { name: preview.source.fileName })
              : t('importer.preview.fromText')}
          </Typography>
          {preview.warnings.map((warning) => (
            <Alert key={warning.code} severity="warning">
              {warning.message}
            </Alert>
          ))}
          {nothingFound && preview.warnings.length === 0 && (
            <Alert severity="info">{t('importer.preview.nothing')}</Alert>
          )}
          <Section title={t('importer.preview.flights')} count={draft.flights.length}>
            {draft.flights.map((item, index) => (
              <FlightEditor
                key={item.value.ref}
                item={item}
                onChange={update('flights', index)}
                errors={errors[itemKey('flights', index)]}
                currency={trip.currency}
              />
            ))}
          </Section>
          <Section title={t('importer.preview.stays')} count={draft.bookings.length}>
            {draft.bookings.map((item, index) => (
              <StayEditor
                key={item.value.ref}
                item={item}
                onChange={update('bookings', index)}
                errors={errors[itemKey('bookings', index)]}
                currency={trip.currency}
              />
            ))}
          </Section>
          <Section title={t('importer.preview.tours')} count={draft.tours.length}>
            {draft.tours.map((item, index) => (
              <TourEditor
                key={item.value.ref}
                item={item}
                onChange={update('tours', index)}
                errors={errors[itemKey('tours', index)]}
                currency={trip.currency}
              />
            ))}
          </Section>
          {draft.bookings.length + draft.tours.length > 0 && (
            <Typography variant="body2" color="text.secondary">
              {t(pasted ? 'importer.preview.attachedText' : 'importer.preview.attached')}
            </Typography>
          )}
          {refusedCount > 0 && (
            <Alert severity="error" role="alert">
              {t('importer.preview.fix', { count: refusedCount })}
            </Alert>
          )}
          {apply.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(apply.error)}
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2, flexWrap: 'wrap', gap: 1 }}>
        {onBack && (
          <Button onClick={onBack} sx={{ mr: 'auto' }}>
            {t('importer.preview.back')}
          </Button>
        )}
        <Button onClick={onClose} color="inherit" sx={onBack ? undefined : { mr: 'auto' }}>
          {t('common.cancel')}
        </Button>
        <SubmitButton
          type="button"
          pending={apply.isPending}
          size="medium"
          disabled={included === 0}
          onClick={handleImport}
        >
          {t('importer.preview.import', { count: included })}
        </SubmitButton>
      </DialogActions>
    </>
  );
}
