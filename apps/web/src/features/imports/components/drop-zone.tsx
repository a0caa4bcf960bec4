import { useId, useRef, useState, type DragEvent } from 'react';
import { Alert, Box, Button, Collapse, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import UploadFileOutlinedIcon from '@mui/icons-material/UploadFileOutlined';
import { useTranslation } from 'react-i18next';
import { IMPORT_TEXT_MAX } from '@trilha/shared';
import type { ImportSourceInput } from '../api/create-import';
import { fileProblem, IMPORT_ACCEPT } from '../utils/import-errors';

export interface Reading {
  /** The file's name, or null for pasted text. */
  name: string | null;
  /** 0 to 100 while a file's bytes go out; null once they are out and the server reads them. */
  percent: number | null;
}

interface DropZoneProps {
  onRead: (source: ImportSourceInput) => void;
  reading?: Reading;
  /** Why the last file or text was not read, shown at the zone. */
  error?: string;
  onError: (message: string) => void;
}

/** A file dropped or picked (a phone offers its camera and files), or a mail's text pasted. */
export function DropZone({ onRead, reading, error, onError }: DropZoneProps) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const errorId = useId();
  const [dragging, setDragging] = useState(false);
  const [pasting, setPasting] = useState(false);
  const [text, setText] = useState('');
  const busy = Boolean(reading);

  const send = (file: File | undefined) => {
    if (!file || busy) return;
    const problem = fileProblem(file, t);
    if (problem) onError(problem);
    else onRead({ file });
  };
  const handleDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 1) onError(t('importer.errors.oneFile'));
    else send(files[0]);
  };
  const handleText = () => {
    if (text.trim() === '') onError(t('importer.errors.emptyText'));
    else onRead({ text });
  };

  return (
    <Stack spacing={2}>
      <Box
        onDragOver={(event) => {
          event.preventDefault();
          if (!busy) setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={handleDrop}
        data-testid="import-drop-zone"
        sx={{
          border: 2,
          borderStyle: 'dashed',
          borderColor: error ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : undefined,
          borderRadius: 2,
          px: 2,
          py: { xs: 3, sm: 4 },
          textAlign: 'center',
        }}
      >
        <UploadFileOutlinedIcon aria-hidden sx={{ fontSize: 40, color: 'secondary.main', mb: 1 }} />
        <Typography sx={{ fontWeight: 600 }}>{t('importer.drop.title')}</Typography>
        <Typography id={hintId} variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
          {t('importer.drop.hint')}
        </Typography>
        <Button
          variant="contained"
          onClick={() => input.current?.click()}
          disabled={busy}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        >
          {t('importer.drop.choose')}
        </Button>
        <input
          ref={input}
          type="file"
          accept={IMPORT_ACCEPT}
          hidden
          data-testid="import-file-input"
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = '';
            send(file);
          }}
        />
        {reading && (
          <Box sx={{ mt: 2.5, textAlign: 'start' }}>
            <Typography variant="body2" role="status" noWrap>
              {reading.percent === null
                ? t('importer.drop.reading')
                : t('importer.drop.sending', { name: reading.name ?? '', percent: reading.percent })}
            </Typography>
            <LinearProgress
              aria-label={t('importer.drop.progress')}
              variant={reading.percent === null ? 'indeterminate' : 'determinate'}
              value={reading.percent ?? undefined}
              sx={{ mt: 0.5 }}
            />
          </Box>
        )}
        {error && !reading && (
          <Alert id={errorId} severity="error" role="alert" sx={{ mt: 2.5, textAlign: 'start' }}>
            {error}
          </Alert>
        )}
      </Box>
      <Box>
        <Button onClick={() => setPasting((value) => !value)} aria-expanded={pasting} disabled={busy}>
          {t('importer.paste.toggle')}
        </Button>
        <Collapse in={pasting} unmountOnExit>
          <Stack spacing={1.5} sx={{ mt: 1 }}>
            <TextField
              label={t('importer.paste.label')}
              placeholder={t('importer.paste.placeholder')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              multiline
              minRows={4}
              maxRows={10}
              fullWidth
              slotProps={{ htmlInput: { maxLength: IMPORT_TEXT_MAX } }}
            />
            <Box>
              <Button variant="outlined" onClick={handleText} disabled={busy}>
                {t('importer.paste.read')}
              </Button>
            </Box>
          </Stack>
        </Collapse>
      </Box>
    </Stack>
  );
}
