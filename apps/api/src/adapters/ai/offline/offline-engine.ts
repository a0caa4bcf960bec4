import type { AiFeature, AiPreview } from '@trilha/shared';
import type { AiContext, AiEngine } from '../engine';
import { estimateCost, planChecklist, planItinerary, planTips } from './offline-planner';

const PLANNERS: { [F in AiFeature]: (context: AiContext) => AiPreview[F] } = {
  itinerary: planItinerary,
  checklist: planChecklist,
  tips: planTips,
  'cost-estimate': estimateCost,
};

/** The built-in planner: rules over bundled data and the trip's own items; the same trip gives the same answer. */
export const createOfflineEngine = (): AiEngine => ({
  name: 'offline',
  generate: async <F extends AiFeature>(feature: F, context: AiContext) =>
    (PLANNERS[feature] as (context: AiContext) => AiPreview[F])(context),
});
