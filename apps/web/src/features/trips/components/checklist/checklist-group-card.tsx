import { useState } from 'react';
import { Box, Card, CardContent, IconButton, List, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { ChecklistGroup } from '@trilha/shared';
import { useDeleteChecklistGroup } from '../../api/delete-checklist-group';
import { useRenameChecklistGroup } from '../../api/rename-checklist-group';
import { DeleteButton } from '../plan/delete-button';
import { AddItemField } from './add-item-field';
import { ChecklistItemRow } from './checklist-item-row';
import { ChecklistProgress } from './checklist-progress';
import { GroupNameDialog } from './group-name-dialog';
import { RequiresServer } from '../../../../components/requires-server';

function GroupActions({ tripId, group }: { tripId: string; group: ChecklistGroup }) {
  const { t } = useTranslation();
  const [renaming, setRenaming] = useState(false);
  const rename = useRenameChecklistGroup(tripId, group._id);
  const remove = useDeleteChecklistGroup(tripId, group._id);
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <RequiresServer>
        <Tooltip title={t('plan.checklist.renameGroup')}>
          <IconButton
            aria-label={t('plan.checklist.renameGroupNamed', { name: group.name })}
            onClick={() => setRenaming(true)}
          >
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('plan.checklist.deleteGroupNamed', { name: group.name })}
        title={t('plan.checklist.deleteGroupTitle', { name: group.name })}
        text={t('plan.checklist.deleteGroupText', { count: group.items.length })}
        confirmLabel={t('plan.delete')}
        mutation={remove}
      />
      {renaming && (
        <GroupNameDialog
          title={t('plan.checklist.renameGroupTitle')}
          submitLabel={t('common.save')}
          initialName={group.name}
          mutation={rename}
          onClose={() => {
            rename.reset();
            setRenaming(false);
          }}
        />
      )}
    </Box>
  );
}

export function ChecklistGroupCard({
  tripId,
  group,
  canEdit,
}: {
  tripId: string;
  group: ChecklistGroup;
  canEdit: boolean;
}) {
  const { t } = useTranslation();
  const done = group.items.filter((item) => item.done).length;
  return (
    <Card component="section" aria-label={group.name}>
      <CardContent sx={{ p: { xs: 2, sm: 2.5 }, '&:last-child': { pb: { xs: 2, sm: 2.5 } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          <Typography variant="h3" component="h3" sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
            {group.name}
          </Typography>
          {canEdit && <GroupActions tripId={tripId} group={group} />}
        </Box>
        <Box sx={{ mt: 1 }}>
          <ChecklistProgress
            done={done}
            total={group.items.length}
            text={t('plan.checklist.groupProgress', { done, total: group.items.length })}
            label={t('plan.checklist.groupProgressLabel', { name: group.name })}
          />
        </Box>
        {group.items.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('plan.checklist.noItems')}
          </Typography>
        ) : (
          <List dense aria-label={t('plan.checklist.itemsOf', { name: group.name })}>
            {group.items.map((item) => (
              <ChecklistItemRow
                key={item._id}
                tripId={tripId}
                groupId={group._id}
                item={item}
                canEdit={canEdit}
              />
            ))}
          </List>
        )}
        {canEdit && <AddItemField tripId={tripId} group={group} />}
      </CardContent>
    </Card>
  );
}
