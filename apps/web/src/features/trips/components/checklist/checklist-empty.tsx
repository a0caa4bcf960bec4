import { Alert, Box, Button, Stack } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ChecklistIcon from '@mui/icons-material/Checklist';
import { useTranslation } from 'react-i18next';
import { errorMessage } from '../../../../lib/api-errors';
import { EmptyState } from '../../../../components/empty-state';
import { useCreateChecklistGroup } from '../../api/create-checklist-group';
import { RequiresServer } from '../../../../components/requires-server';

const STARTER_GROUPS = ['documents', 'clothes', 'health', 'electronics'] as const;

/** An empty checklist offers the usual groups, named in the interface language, one click each. */
export function ChecklistEmpty({
  tripId,
  canEdit,
  onAddGroup,
}: {
  tripId: string;
  canEdit: boolean;
  onAddGroup: () => void;
}) {
  const { t } = useTranslation();
  const create = useCreateChecklistGroup(tripId);
  return (
    <Box>
      <EmptyState
        icon={<ChecklistIcon />}
        title={t('plan.checklist.emptyTitle')}
        description={canEdit ? t('plan.checklist.emptyDescription') : t('plan.checklist.emptyReadOnly')}
      />
      {canEdit && (
        <Stack spacing={2} sx={{ alignItems: 'center' }}>
          {create.isError && (
            <Alert severity="error" role="alert">
              {errorMessage(create.error)}
            </Alert>
          )}
          <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 1 }}>
            {STARTER_GROUPS.map((key) => {
              const name = t(`plan.checklist.starters.${key}`);
              return (
                <RequiresServer key={key}>
                  <Button
                    variant="outlined"
                    startIcon={<AddIcon />}
                    disabled={create.isPending}
                    onClick={() => create.mutate({ name })}
                  >
                    {name}
                  </Button>
                </RequiresServer>
              );
            })}
          </Box>
          <RequiresServer>
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAddGroup}>
              {t('plan.checklist.addGroup')}
            </Button>
          </RequiresServer>
        </Stack>
      )}
    </Box>
  );
}
