import { useState, type ChangeEvent } from 'react';
import { Box, Button, LinearProgress, Typography, type ButtonProps } from '@mui/material';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { useTranslation } from 'react-i18next';
import { RequiresServer } from './requires-server';
import { serverMessage } from '../lib/server-message';

/** A file upload with its progress, as the features' upload mutations take it. */
export interface FileUpload {
  file: File;
  onProgress: (percent: number) => void;
}

interface FileUploadButtonProps {
  /** The upload mutation (a ticket, a stay's or tour's file). */
  upload: {
    isPending: boolean;
    mutate: (upload: FileUpload, options: { onError: (error: Error) => void; onSettled: () => void }) => void;
  };
  /** What is wrong with a chosen file before it is sent, as a translation key; null when it may go. */
  problem: (file: File) => string | null;
  accept: string;
  label: string;
  /** The file input's accessible name (which item it attaches to). */
  inputLabel: string;
  /** The rules (types, size) shown on hover. */
  title: string;
  progressLabel: (percent: number) => string;
  /** A refused file's or a failed upload's message; null clears it. */
  onError: (message: string | null) => void;
  variant?: ButtonProps['variant'];
  disabled?: boolean;
}

/**
 * Picks a file, checks it here first (type, size), then uploads it with a progress bar. Offline it is
 * disabled and says why.
 */
export function FileUploadButton({
  upload,
  problem,
  accept,
  label,
  inputLabel,
  title,
  progressLabel,
  onError,
  variant,
  disabled = false,
}: FileUploadButtonProps) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState<number | null>(null);

  const handleFile = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a refusal.
    event.target.value = '';
    if (!file) return;
    const refusal = problem(file);
    if (refusal) {
      onError(t(refusal));
      return;
    }
    onError(null);
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      { onError: (error) => onError(serverMessage(error)), onSettled: () => setProgress(null) },
    );
  };

  return (
    <>
      <RequiresServer>
        <Button
          component="label"
          size="small"
          variant={variant}
          startIcon={<AttachFileIcon />}
          disabled={upload.isPending || disabled}
          title={title}
        >
          {label}
          <input type="file" accept={accept} hidden aria-label={inputLabel} onChange={handleFile} />
        </Button>
      </RequiresServer>
      {progress !== null && (
        <Box sx={{ flexBasis: '100%' }}>
          <LinearProgress variant="determinate" value={progress} aria-label={progressLabel(progress)} />
          <Typography variant="caption" color="text.secondary" role="status">
            {progressLabel(progress)}
          </Typography>
        </Box>
      )}
    </>
  );
}
