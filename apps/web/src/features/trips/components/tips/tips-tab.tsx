import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Card, CardContent, List, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import TipsAndUpdatesOutlinedIcon from '@mui/icons-material/TipsAndUpdatesOutlined';
import { useTranslation } from 'react-i18next';
import { TIP_CATEGORIES, type Tip, type TipCategory, type TripDetail } from '@trilha/shared';
import type { QueuedVariables } from '../../../../lib/offline/queue';
import { EmptyState } from '../../../../components/empty-state';
import { useCreateTip } from '../../api/create-tip';
import { tripQueries } from '../../api/trip-queries';
import { QueuedRows, useQueuedRows } from '../../../../components/offline/queued-rows';
import { PlanQueryStatus } from '../plan/plan-query-status';
import { TipCategoryIcon } from './tip-category-icon';
import { TipDialog } from './tip-dialog';
import { TipRow } from './tip-row';

function CategoryCard({
  tripId,
  category,
  tips,
  canEdit,
}: {
  tripId: string;
  category: TipCategory;
  tips: Tip[];
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const name = t(`plan.tips.categories.${category}`);
  return (
    <Card component="section" aria-label={name}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 1, sm: 1.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'secondary.main' }}>
          <TipCategoryIcon category={category} />
          <Typography variant="h3" component="h3" sx={{ color: 'text.primary' }}>
            {name}
          </Typography>
        </Box>
        <List aria-label={name}>
          {tips.map((tip) => (
            <TipRow key={tip._id} tripId={tripId} tip={tip} canEdit={canEdit} />
          ))}
          <QueuedRows
            tripId={tripId}
            kind="tip"
            match={(variables) => variables.input.category === category}
          />
        </List>
      </CardContent>
    </Card>
  );
}

function AddTipDialog({ tripId, onClose }: { tripId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const create = useCreateTip(tripId);
  return (
    <TipDialog
      title={t('plan.tips.addTitle')}
      submitLabel={t('plan.tips.add')}
      mutation={create}
      onClose={onClose}
    />
  );
}

/** Tips grouped by category in a fixed order, so the same kind of advice is always in the same place. */
export function TipsTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const query = useQuery(tripQueries.tips(trip._id));
  // A note written offline (or refused) shows in its category's card, which appears for it if need be.
  const queued = useQueuedRows(trip._id, 'tip');
  const { canEdit } = trip.permissions;
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  const tips = query.data;
  const queuedCategories = new Set(
    [...queued.pending, ...queued.failed].map(
      (change) => (change.variables as QueuedVariables<'tip'>).input.category,
    ),
  );
  const categories = TIP_CATEGORIES.map((category) => ({
    category,
    tips: tips.filter((tip) => tip.category === category),
  })).filter((group) => group.tips.length > 0 || queuedCategories.has(group.category));
  return (
    <Stack spacing={3}>
      {canEdit && (
        <Box>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
            {t('plan.tips.add')}
          </Button>
        </Box>
      )}
      {categories.length === 0 ? (
        <EmptyState
          icon={<TipsAndUpdatesOutlinedIcon />}
          title={t('plan.tips.emptyTitle')}
          description={canEdit ? t('plan.tips.emptyDescription') : t('plan.tips.emptyReadOnly')}
        />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 2,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
            alignItems: 'start',
          }}
        >
          {categories.map((group) => (
            <CategoryCard
              key={group.category}
              tripId={trip._id}
              category={group.category}
              tips={group.tips}
              canEdit={canEdit}
            />
          ))}
        </Box>
      )}
      {adding && <AddTipDialog tripId={trip._id} onClose={() => setAdding(false)} />}
    </Stack>
  );
}
