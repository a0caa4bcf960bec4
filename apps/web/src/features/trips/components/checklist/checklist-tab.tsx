import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { ChecklistGroup, TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { tripQueries } from '../../api/trip-queries';
import { PlanQueryStatus } from '../plan/plan-query-status';
import { AddGroupDialog } from './add-group-dialog';
import { ChecklistEmpty } from './checklist-empty';
import { ChecklistGroupCard } from './checklist-group-card';
import { ChecklistProgress } from './checklist-progress';
import { RequiresServer } from '../../../../components/requires-server';

function OverallProgress({ groups }: { groups: ChecklistGroup[] }) {
  const { t } = useTranslation();
  const items = groups.flatMap((group) => group.items);
  const done = items.filter((item) => item.done).length;
  return (
    <ChecklistProgress
      done={done}
      total={items.length}
      text={t('plan.checklist.overallProgress', { done, count: items.length })}
      label={t('plan.checklist.overallProgressLabel')}
    />
  );
}

/** Groups of things to tick before and during the trip; only editors change them. */
export function ChecklistTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState(false);
  const query = useQuery(tripQueries.checklist(trip._id));
  const { canEdit } = trip.permissions;
  if (!query.isSuccess) return <PlanQueryStatus query={query} />;
  const groups = query.data;
  return (
    <>
      {groups.length === 0 ? (
        <ChecklistEmpty tripId={trip._id} canEdit={canEdit} onAddGroup={() => setAdding(true)} />
      ) : (
        <Stack spacing={3}>
          <SectionCard title={t('plan.checklist.title')}>
            <Stack spacing={2}>
              <OverallProgress groups={groups} />
              {canEdit && (
                <Box>
                  <RequiresServer>
                    <Button variant="contained" startIcon={<AddIcon />} onClick={() => setAdding(true)}>
                      {t('plan.checklist.addGroup')}
                    </Button>
                  </RequiresServer>
                </Box>
              )}
            </Stack>
          </SectionCard>
          <Box
            sx={{
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
              alignItems: 'start',
            }}
          >
            {groups.map((group) => (
              <ChecklistGroupCard key={group._id} tripId={trip._id} group={group} canEdit={canEdit} />
            ))}
          </Box>
        </Stack>
      )}
      {adding && <AddGroupDialog tripId={trip._id} onClose={() => setAdding(false)} />}
    </>
  );
}
