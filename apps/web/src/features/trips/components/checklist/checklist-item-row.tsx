import { useState, type FormEvent } from 'react';
import {
  Box,
  Checkbox,
  FormControlLabel,
  IconButton,
  ListItem,
  TextField,
  Tooltip,
  Typography,
} from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import { PLAN_TEXT_MAX, type ChecklistItem } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { useDeleteChecklistItem } from '../../api/delete-checklist-item';
import { useUpdateChecklistItem, type UpdateChecklistItemVariables } from '../../api/update-checklist-item';
import { PendingChip, RefusedChange, useQueuedRows } from '../../../../components/offline/queued-rows';
import { RequiresServer } from '../../../../components/requires-server';

interface ItemProps {
  tripId: string;
  groupId: string;
  item: ChecklistItem;
}

/** Edits the item's text in place: Enter saves, Escape gives up. */
function ItemTextEditor({
  item,
  onSave,
  onCancel,
}: {
  item: ChecklistItem;
  onSave: (text: string) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(item.text);
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (text.trim()) onSave(text.trim());
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', alignItems: 'center', gap: 0.5, flex: 1, py: 0.5 }}
    >
      <TextField
        size="small"
        fullWidth
        autoFocus
        value={text}
        label={t('plan.checklist.itemText')}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => event.key === 'Escape' && onCancel()}
        slotProps={{ htmlInput: { maxLength: PLAN_TEXT_MAX } }}
      />
      <IconButton type="submit" aria-label={t('common.save')} disabled={!text.trim()}>
        <CheckIcon />
      </IconButton>
      <IconButton aria-label={t('common.cancel')} onClick={onCancel}>
        <CloseIcon />
      </IconButton>
    </Box>
  );
}

function ItemActions({
  item,
  onEdit,
  onDelete,
  deleting,
}: {
  item: ChecklistItem;
  onEdit: () => void;
  onDelete: () => void;
  deleting: boolean;
}) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', flexShrink: 0, alignSelf: 'flex-start' }}>
      <Tooltip title={t('plan.checklist.editItem')}>
        <IconButton aria-label={t('plan.checklist.editItemNamed', { text: item.text })} onClick={onEdit}>
          <EditOutlinedIcon fontSize="small" />
        </IconButton>
      </Tooltip>
      <RequiresServer>
        <Tooltip title={t('plan.checklist.deleteItem')}>
          <IconButton
            aria-label={t('plan.checklist.deleteItemNamed', { text: item.text })}
            onClick={onDelete}
            disabled={deleting}
          >
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </RequiresServer>
    </Box>
  );
}

/** One item to tick; editors also change its text or delete it (an item is cheap to re-add, so no confirmation). */
export function ChecklistItemRow({ tripId, groupId, item, canEdit }: ItemProps & { canEdit: boolean }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateChecklistItem(tripId);
  const remove = useDeleteChecklistItem(tripId, groupId);
  const failed = update.isError ? update.error : remove.isError ? remove.error : null;
  const queued = useQueuedRows(
    tripId,
    'checklist-item',
    (variables: UpdateChecklistItemVariables) => variables.itemId === item._id,
  );
  const waiting = queued.pending[0];
  const save = (changes: Partial<Pick<ChecklistItem, 'text' | 'done'>>) =>
    update.mutate({ tripId, groupId, itemId: item._id, changes, label: item.text });
  return (
    <ListItem disableGutters divider sx={{ flexWrap: 'wrap', alignItems: 'flex-start', py: 0 }}>
      {editing ? (
        <ItemTextEditor
          item={item}
          onCancel={() => setEditing(false)}
          onSave={(text) => {
            save({ text });
            setEditing(false);
          }}
        />
      ) : (
        <>
          {/* A long text wraps beside the checkbox (a word longer than the line breaks too) and never
              runs under the buttons; the checkbox and the buttons stay level with its first line. */}
          <FormControlLabel
            sx={{ flex: 1, minWidth: 0, mr: 0, alignItems: 'flex-start' }}
            disabled={!canEdit}
            control={
              <Checkbox checked={item.done} onChange={(event) => save({ done: event.target.checked })} />
            }
            label={
              <Typography
                sx={{
                  minWidth: 0,
                  overflowWrap: 'anywhere',
                  // The checkbox's padding, so the first line sits level with the box.
                  pt: '9px',
                  ...(item.done && { textDecoration: 'line-through', color: 'text.secondary' }),
                }}
              >
                {item.text}
              </Typography>
            }
          />
          {waiting && (
            <Box sx={{ mx: 1 }}>
              <PendingChip sending={!waiting.paused} />
            </Box>
          )}
          {canEdit && (
            <ItemActions
              item={item}
              deleting={remove.isPending}
              onEdit={() => setEditing(true)}
              onDelete={() => remove.mutate(item._id)}
            />
          )}
        </>
      )}
      {queued.failed.map((change) => (
        <RefusedChange key={change.id} change={change} />
      ))}
      {failed && !queued.failed.length && (
        <Typography role="alert" variant="body2" color="error" sx={{ width: '100%', pb: 1 }}>
          {t('plan.checklist.itemFailed', { message: errorMessage(failed) })}
        </Typography>
      )}
    </ListItem>
  );
}
