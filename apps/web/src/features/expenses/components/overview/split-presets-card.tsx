import { useState } from 'react';
import { Box, Button, IconButton, List, ListItem, Tooltip, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Participant, SplitPreset, TripDetail } from '@trilha/shared';
import { SectionCard } from '../../../../components/section-card';
import { DeleteButton, PlanQueryStatus } from '../../../trips/components';
import { expenseQueries } from '../../api/expense-queries';
import { useDeleteSplitPreset } from '../../api/save-split-preset';
import { SplitPresetDialog } from './split-preset-dialog';

function DeletePreset({ tripId, preset }: { tripId: string; preset: SplitPreset }) {
  const { t } = useTranslation();
  const remove = useDeleteSplitPreset(tripId, preset._id);
  return (
    <DeleteButton
      label={t('expenses.presets.deleteNamed', { name: preset.name })}
      title={t('expenses.presets.deleteTitle', { name: preset.name })}
      text={t('expenses.presets.deleteText')}
      confirmLabel={t('expenses.presets.delete')}
      mutation={remove}
    />
  );
}

/** "Ana Souza + Bruno Costa · 1 part": who a unit is and how many parts it takes. */
function UnitsInWords({ preset, people }: { preset: SplitPreset; people: Participant[] }) {
  const { t } = useTranslation();
  const nameOf = (id: string) =>
    people.find((person) => person._id === id)?.name ?? t('expenses.unknownPerson');
  return (
    <>
      {preset.units.map((unit, index) => (
        <Typography key={index} variant="body2" color="text.secondary">
          {t('expenses.presets.unit', {
            names: unit.participantIds.map(nameOf).join(' + '),
            count: unit.weight,
          })}
        </Typography>
      ))}
    </>
  );
}

/**
 * The trip's saved ways of splitting (issue 35): everyone reads them; writers add, change and delete them
 * here, grouping people who count as one (a couple) and giving each group its parts. The expense form
 * applies them.
 */
export function SplitPresetsCard({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const presets = useQuery(expenseQueries.presets(trip._id));
  const people = useQuery(expenseQueries.participants(trip._id));
  const { canEdit } = trip.permissions;
  // The preset being written: null while the dialog is closed, 'new' for one not saved yet.
  const [editing, setEditing] = useState<SplitPreset | 'new' | null>(null);
  const title = t('expenses.presets.title');
  return (
    <SectionCard title={title} description={t('expenses.presets.description')}>
      {!presets.isSuccess || !people.isSuccess ? (
        <PlanQueryStatus query={presets.isSuccess ? people : presets} />
      ) : presets.data.length === 0 ? (
        <Typography color="text.secondary">
          {canEdit ? t('expenses.presets.empty') : t('expenses.presets.emptyReadOnly')}
        </Typography>
      ) : (
        <List aria-label={title} disablePadding>
          {presets.data.map((preset) => (
            <ListItem
              key={preset._id}
              disableGutters
              divider
              aria-label={preset.name}
              secondaryAction={
                canEdit ? (
                  <Box sx={{ display: 'flex' }}>
                    <Tooltip title={t('expenses.presets.editNamed', { name: preset.name })}>
                      <IconButton
                        aria-label={t('expenses.presets.editNamed', { name: preset.name })}
                        onClick={() => setEditing(preset)}
                      >
                        <EditOutlinedIcon />
                      </IconButton>
                    </Tooltip>
                    <DeletePreset tripId={trip._id} preset={preset} />
                  </Box>
                ) : undefined
              }
            >
              <Box sx={{ minWidth: 0, pr: canEdit ? 11 : 0 }}>
                <Typography sx={{ overflowWrap: 'anywhere' }}>{preset.name}</Typography>
                <UnitsInWords preset={preset} people={people.data} />
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {canEdit && people.isSuccess && (
        <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')} sx={{ mt: 2 }}>
          {t('expenses.presets.new')}
        </Button>
      )}
      {editing && people.isSuccess && (
        <SplitPresetDialog
          tripId={trip._id}
          currency={trip.currency}
          people={people.data}
          preset={editing === 'new' ? undefined : editing}
          onClose={() => setEditing(null)}
        />
      )}
    </SectionCard>
  );
}
