import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import type { AiPreview, AiSavableFeature } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { useAccept } from '../api/ai-queries';
import { ChecklistEditor, ItineraryEditor, TipsEditor } from './preview-editors';

type Props<F extends AiSavableFeature> = {
  tripId: string;
  feature: F;
  preview: AiPreview[F];
  onClose: () => void;
};

const isEmpty = (feature: AiSavableFeature, draft: AiPreview[AiSavableFeature]) =>
  feature === 'itinerary'
    ? (draft as AiPreview['itinerary']).days.every((day) => !day.items.length)
    : feature === 'checklist'
      ? (draft as AiPreview['checklist']).groups.every((group) => !group.items.length)
      : !(draft as AiPreview['tips']).tips.length;

/** The generated preview, editable; accepting saves it on the trip, discarding throws it away. */
export function PreviewDialog<F extends AiSavableFeature>({ tripId, feature, preview, onClose }: Props<F>) {
  const { t } = useTranslation();
  const fullScreen = useMediaQuery(useTheme().breakpoints.down('sm'));
  const [draft, setDraft] = useState<AiPreview[AiSavableFeature]>(preview);
  const accept = useAccept(tripId, feature);
  const handleAccept = () => accept.mutate(draft as AiPreview[F], { onSuccess: onClose });

  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="md"
      fullScreen={fullScreen}
      aria-labelledby="ai-preview-title"
    >
      <DialogTitle id="ai-preview-title">{t(`ai.preview.${feature}` as string)}</DialogTitle>
      <DialogContent dividers>
        {feature === 'itinerary' && (
          <ItineraryEditor value={draft as AiPreview['itinerary']} onChange={setDraft} />
        )}
        {feature === 'checklist' && (
          <ChecklistEditor value={draft as AiPreview['checklist']} onChange={setDraft} />
        )}
        {feature === 'tips' && <TipsEditor value={draft as AiPreview['tips']} onChange={setDraft} />}
        {accept.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {errorMessage(accept.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('ai.discard')}</Button>
        <Button
          variant="contained"
          onClick={handleAccept}
          disabled={accept.isPending || isEmpty(feature, draft)}
        >
          {t('ai.accept')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
