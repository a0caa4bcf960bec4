import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { errorMessage } from '../lib/api-errors';
import { ConfirmDialog } from './confirm-dialog';
import { RequiresServer } from './requires-server';

interface RemoveWithConfirmProps {
  /** The icon button's name and tooltip (which file it removes). */
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  /** The delete mutation's state: its pending flag, its error, and reset when the dialog closes. */
  removal: { isPending: boolean; isError: boolean; error: unknown; reset: () => void };
  /** Sends the removal; calls `done` once it succeeded, which closes the dialog. */
  confirm: (done: () => void) => void;
}

/** A small delete icon (disabled offline) that asks before removing a file, and shows a failure in the dialog. */
export function RemoveWithConfirm({
  label,
  title,
  text,
  confirmLabel,
  removal,
  confirm,
}: RemoveWithConfirmProps) {
  const [open, setOpen] = useState(false);
  const close = () => {
    removal.reset();
    setOpen(false);
  };
  return (
    <>
      <RequiresServer>
        <Tooltip title={label}>
          <IconButton size="small" aria-label={label} onClick={() => setOpen(true)}>
            <DeleteOutlineIcon fontSize="small" />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        pending={removal.isPending}
        error={removal.isError ? errorMessage(removal.error) : undefined}
        onClose={close}
        onConfirm={() => confirm(() => setOpen(false))}
      />
    </>
  );
}
