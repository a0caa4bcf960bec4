import { useState, type FormEvent } from 'react';
import { Box, IconButton, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import { PLAN_TEXT_MAX, type ChecklistGroup } from '@trilha/shared';
import { errorMessage } from '../../../../lib/api-errors';
import { useAddChecklistItem } from '../../api/add-checklist-item';
import { useNeedsServer } from '../../../../components/requires-server';

/** Type and press Enter: the field empties at once so the next item can follow. */
export function AddItemField({ tripId, group }: { tripId: string; group: ChecklistGroup }) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const add = useAddChecklistItem(tripId, group._id);
  // New items need the server (only ticks and text changes wait for the connection).
  const needsServer = useNeedsServer();
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const trimmed = text.trim();
    if (!trimmed || needsServer.offline) return;
    add.mutate({ text: trimmed }, { onError: () => setText(trimmed) });
    setText('');
  };
  return (
    <Box
      component="form"
      noValidate
      onSubmit={handleSubmit}
      sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5, mt: 1.5 }}
    >
      <TextField
        size="small"
        fullWidth
        value={text}
        label={t('plan.checklist.newItem')}
        placeholder={t('plan.checklist.newItemPlaceholder')}
        onChange={(event) => setText(event.target.value)}
        disabled={needsServer.offline}
        error={add.isError}
        helperText={add.isError ? errorMessage(add.error) : needsServer.reason}
        slotProps={{
          htmlInput: {
            maxLength: PLAN_TEXT_MAX,
            'aria-label': t('plan.checklist.newItemIn', { group: group.name }),
          },
        }}
      />
      <IconButton
        type="submit"
        aria-label={t('plan.checklist.addItemTo', { group: group.name })}
        disabled={!text.trim() || needsServer.offline}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
