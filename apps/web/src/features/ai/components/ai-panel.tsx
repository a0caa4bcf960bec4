import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  LinearProgress,
  Link,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useTranslation } from 'react-i18next';
import {
  AI_PROMPT_MAX,
  type AiCostEstimate,
  type AiFeature,
  type AiPreview,
  type TripDetail,
} from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { apiErrorOf } from '../../../lib/api-client';
import { aiKeys, aiQueries, useGenerate } from '../api/ai-queries';
import { CostEstimateCard } from './cost-estimate-card';
import { PreviewDialog } from './preview-dialog';
import { RequiresServer } from '../../../components/requires-server';

function PremiumOnly() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" icon={<AutoAwesomeIcon />}>
      {t('errors.PREMIUM_REQUIRED')}{' '}
      <Link component={RouterLink} to="/premium">
        {t('ai.seePremium')}
      </Link>
    </Alert>
  );
}

/**
 * For an editor without premium, the trip screen's one word on its AI features (in the overview),
 * instead of the same banner on each of the four tabs that have a panel.
 */
export function AiPremiumNote({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const remaining = useQuery({ ...aiQueries.remaining('itinerary'), enabled: trip.permissions.canEdit });
  if (!trip.permissions.canEdit || remaining.data?.limit !== 0) return null;
  return (
    <Alert severity="info" icon={<AutoAwesomeIcon />} role="note" aria-label={t('ai.premiumNoteTitle')}>
      <Typography sx={{ fontWeight: 600 }}>{t('ai.premiumNoteTitle')}</Typography>
      {t('ai.premiumNote')} {t('errors.PREMIUM_REQUIRED')}{' '}
      <Link component={RouterLink} to="/premium">
        {t('ai.seePremium')}
      </Link>
    </Alert>
  );
}

/** "Generate with AI" for one feature of a trip: the request, the progress, the allowance, the preview. */
export function AiPanel({ trip, feature }: { trip: TripDetail; feature: AiFeature }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const remaining = useQuery(aiQueries.remaining(feature));
  const generate = useGenerate(trip._id, feature);
  const [prompt, setPrompt] = useState('');
  const [preview, setPreview] = useState<AiPreview[AiFeature] | null>(null);
  const estimate = queryClient.getQueryData<AiCostEstimate>(aiKeys.estimate(trip._id));

  // Without premium the panel stays out of the way: the overview says it once (AiPremiumNote). A refusal
  // after a click (premium ended meanwhile) is said here, where it happened.
  const premiumRefused = apiErrorOf(generate.error)?.code === 'PREMIUM_REQUIRED';
  if (premiumRefused) return <PremiumOnly />;
  if (remaining.data?.limit === 0) return null;

  const left = remaining.data?.remainingUsages ?? 0;
  const handleGenerate = () =>
    generate.mutate(prompt, { onSuccess: (answer) => feature !== 'cost-estimate' && setPreview(answer) });

  return (
    <Card>
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h3" component="p">
            {t(`ai.title.${feature}`)}
          </Typography>
          <TextField
            label={t('ai.promptLabel')}
            placeholder={t('ai.promptPlaceholder')}
            value={prompt}
            onChange={(event) => setPrompt(event.target.value)}
            slotProps={{ htmlInput: { maxLength: AI_PROMPT_MAX } }}
            size="small"
            fullWidth
          />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
            <RequiresServer>
              <Button
                variant="contained"
                color="secondary"
                startIcon={<AutoAwesomeIcon />}
                onClick={handleGenerate}
                disabled={generate.isPending || !remaining.isSuccess || left === 0}
              >
                {t('ai.generate')}
              </Button>
            </RequiresServer>
            {remaining.isSuccess && (
              <Typography variant="body2" color="text.secondary">
                {t('ai.remaining', { count: left, limit: remaining.data.limit })}
              </Typography>
            )}
          </Box>
          {generate.isPending && (
            <Box role="status" aria-live="polite">
              <Typography variant="body2">{t('ai.working')}</Typography>
              <LinearProgress color="secondary" />
            </Box>
          )}
          {generate.isError && !premiumRefused && (
            <Alert severity="error">{errorMessage(generate.error)}</Alert>
          )}
          {feature === 'cost-estimate' && estimate && (
            <CostEstimateCard estimate={estimate} spent={trip.expenseSummary.total} />
          )}
        </Stack>
      </CardContent>
      {preview && feature !== 'cost-estimate' && (
        <PreviewDialog
          tripId={trip._id}
          feature={feature}
          preview={preview as AiPreview['itinerary' | 'checklist' | 'tips']}
          onClose={() => setPreview(null)}
        />
      )}
    </Card>
  );
}
