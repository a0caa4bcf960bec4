import type { ReactNode } from 'react';
import { IconButton, Tooltip } from '@mui/material';

/** An icon button of a table row, named after what it does to whom ("Edit Ana Souza"). */
export function RowAction({
  label,
  icon,
  onClick,
  disabled,
  color,
}: {
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
  color?: 'default' | 'error';
}) {
  return (
    <Tooltip title={label}>
      <span>
        <IconButton aria-label={label} onClick={onClick} disabled={disabled} color={color} size="small">
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
