import { useState } from 'react';
import { IconButton, Tooltip } from '@mui/material';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../../../../lib/api-errors';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { RequiresServer } from '../../../../components/requires-server';

interface DeleteButtonProps {
  /** The button's accessible name, naming what it deletes. */
  label: string;
  title: string;
  text: string;
  confirmLabel: string;
  mutation: UseMutationResult<void, Error, void>;
}

/** A trash icon that deletes one thing of the trip's plan after the user confirms. */
export function DeleteButton({ label, title, text, confirmLabel, mutation }: DeleteButtonProps) {
  const [open, setOpen] = useState(false);
  const handleClose = () => {
    mutation.reset();
    setOpen(false);
  };
  return (
    <>
      <RequiresServer>
        <Tooltip title={label}>
          <IconButton aria-label={label} onClick={() => setOpen(true)}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      </RequiresServer>
      <ConfirmDialog
        open={open}
        title={title}
        text={text}
        confirmLabel={confirmLabel}
        pending={mutation.isPending}
        error={mutation.isError ? errorMessage(mutation.error) : undefined}
        onClose={handleClose}
        onConfirm={() => mutation.mutate(undefined, { onSuccess: () => setOpen(false) })}
      />
    </>
  );
}
