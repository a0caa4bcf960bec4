import { useState } from 'react';
import { Box, IconButton, ListItem, Tooltip, Typography } from '@mui/material';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { useTranslation } from 'react-i18next';
import type { Tip } from '@trilha/shared';
import { useDeleteTip } from '../../api/delete-tip';
import { useUpdateTip } from '../../api/update-tip';
import { DeleteButton } from '../plan/delete-button';
import { TipDialog } from './tip-dialog';
import { RequiresServer } from '../../../../components/requires-server';

/** A short excerpt names the tip in button labels, so screen readers tell the rows apart. */
function excerpt(text: string): string {
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

function TipActions({ tripId, tip }: { tripId: string; tip: Tip }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);
  const update = useUpdateTip(tripId, tip._id);
  const remove = useDeleteTip(tripId, tip._id);
  const name = excerpt(tip.text);
  return (
    <Box sx={{ display: 'flex', flexShrink: 0 }}>
      <RequiresServer>
        <Tooltip title={t('plan.tips.edit')}>
          <IconButton aria-label={t('plan.tips.editNamed', { text: name })} onClick={() => setEditing(true)}>
            <EditOutlinedIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <DeleteButton
        label={t('plan.tips.deleteNamed', { text: name })}
        title={t('plan.tips.deleteTitle')}
        text={t('plan.tips.deleteText', { text: name })}
        confirmLabel={t('plan.delete')}
        mutation={remove}
      />
      {editing && (
        <TipDialog
          title={t('plan.tips.editTitle')}
          submitLabel={t('common.save')}
          tip={tip}
          mutation={update}
          onClose={() => {
            update.reset();
            setEditing(false);
          }}
        />
      )}
    </Box>
  );
}

export function TipRow({ tripId, tip, canEdit }: { tripId: string; tip: Tip; canEdit: boolean }) {
  return (
    <ListItem disableGutters divider sx={{ alignItems: 'flex-start', gap: 1 }}>
      <Typography sx={{ flex: 1, minWidth: 0, py: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {tip.text}
      </Typography>
      {canEdit && <TipActions tripId={tripId} tip={tip} />}
    </ListItem>
  );
}
