import { useId, useRef, useState, type DragEvent } from 'react';
import { Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import AddPhotoAlternateOutlinedIcon from '@mui/icons-material/AddPhotoAlternateOutlined';
import { useTranslation } from 'react-i18next';
import { PHOTO_ACCEPT, PHOTO_MAX_BYTES } from '@trilha/shared';
import { errorMessage } from '../../../lib/api-errors';
import { useUploadPhoto } from '../api/upload-photo';
import { RequiresServer, useNeedsServer } from '../../../components/requires-server';

interface UploadRow {
  id: number;
  name: string;
  percent: number;
  state: 'sending' | 'done' | 'failed';
  error?: string;
}

let nextRow = 0;

/** Several photos at once, from the picker (the phone's camera included) or dropped, each with its progress. */
export function PhotoUploader({ tripId }: { tripId: string }) {
  const { t } = useTranslation();
  const upload = useUploadPhoto(tripId);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [dragging, setDragging] = useState(false);
  const needsServer = useNeedsServer();

  const patch = (id: number, change: Partial<UploadRow>) =>
    setRows((current) => current.map((row) => (row.id === id ? { ...row, ...change } : row)));

  async function send(files: File[]) {
    const queued = files.map((file) => ({ file, row: { id: nextRow++, name: file.name, percent: 0 } }));
    setRows((current) => [
      ...current.filter((row) => row.state !== 'done'),
      ...queued.map(({ row }) => ({ ...row, state: 'sending' as const })),
    ]);
    // One at a time: a phone on a slow link finishes each photo instead of starving all of them.
    for (const { file, row } of queued) {
      if (file.size > PHOTO_MAX_BYTES) {
        patch(row.id, { state: 'failed', error: t('photos.tooLarge') });
        continue;
      }
      try {
        await upload.mutateAsync({ file, onProgress: (percent) => patch(row.id, { percent }) });
        patch(row.id, { state: 'done', percent: 100 });
      } catch (error) {
        patch(row.id, { state: 'failed', error: errorMessage(error) });
      }
    }
  }

  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!needsServer.offline) void send(Array.from(event.dataTransfer.files));
  };

  return (
    <Box sx={{ mb: 3 }}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: dragging ? 'primary.main' : 'divider',
          borderRadius: 2,
          p: 2,
          textAlign: 'center',
        }}
      >
        <RequiresServer>
          <Button
            variant="contained"
            startIcon={<AddPhotoAlternateOutlinedIcon />}
            onClick={() => input.current?.click()}
            aria-describedby={hintId}
          >
            {t('photos.add')}
          </Button>
        </RequiresServer>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {needsServer.reason ?? t('photos.addHint')}
        </Typography>
        <input
          ref={input}
          type="file"
          accept={PHOTO_ACCEPT}
          multiple
          hidden
          data-testid="photo-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            event.target.value = '';
            if (files.length) void send(files);
          }}
        />
      </Box>
      {rows.length > 0 && (
        <Stack
          component="ul"
          aria-label={t('photos.uploads')}
          spacing={1}
          sx={{ listStyle: 'none', p: 0, mt: 2 }}
        >
          {rows.map((row) => (
            <Box component="li" key={row.id}>
              <Typography variant="body2" noWrap>
                {row.name} —{' '}
                {row.state === 'failed'
                  ? row.error
                  : row.state === 'done'
                    ? t('photos.uploaded')
                    : t('photos.uploading', { percent: row.percent })}
              </Typography>
              <LinearProgress
                variant="determinate"
                value={row.percent}
                color={row.state === 'failed' ? 'error' : row.state === 'done' ? 'success' : 'primary'}
                aria-label={t('photos.progressOf', { name: row.name })}
              />
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
