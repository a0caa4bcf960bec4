import type { ComponentType } from 'react';
import { Stack } from '@mui/material';
import type { AiFeature, TripDetail } from '@trilha/shared';
import { AiPanel } from './ai-panel';

/** A trip tab with the "Generate with AI" panel above it, for those who may change the trip. */
export function withAiPanel(feature: AiFeature, Tab: ComponentType<{ trip: TripDetail }>) {
  function TabWithAi({ trip }: { trip: TripDetail }) {
    if (!trip.permissions.canEdit) return <Tab trip={trip} />;
    return (
      <Stack spacing={2}>
        <AiPanel trip={trip} feature={feature} />
        <Tab trip={trip} />
      </Stack>
    );
  }
  TabWithAi.displayName = `WithAi(${Tab.displayName ?? Tab.name})`;
  return TabWithAi;
}
