import { useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { Box, Button, Dialog, IconButton, Stack, TextField, Typography } from '@mui/material';
import { createTheme, ThemeProvider, useTheme, type Theme } from '@mui/material/styles';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import CloseIcon from '@mui/icons-material/Close';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Photo } from '@trilha/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-errors';
import { currentLanguage } from '../../../lib/i18n/i18n';
import { useDeletePhoto } from '../api/delete-photo';
import { useUpdatePhotoCaption } from '../api/update-photo';
import { PhotoImage } from './photo-thumbnail';
import { RequiresServer } from '../../../components/requires-server';

/** A horizontal move this long (px) is a swipe to the next or previous photo. */
const SWIPE_PX = 50;

interface PhotoViewerProps {
  photos: Photo[];
  index: number;
  canEdit: boolean;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}

/**
 * The viewer is a dark surface in light mode too, so its field and buttons take the dark palette: text
 * that reads on it, and a disabled "Save caption" that still shows (the light palette's disabled grey
 * all but vanished on it). Fonts, shapes, motion and the brand's orange stay the app's.
 */
function darkSurface(outer: Theme): Theme {
  if (outer.palette.mode === 'dark') return outer;
  return createTheme({
    palette: { mode: 'dark', secondary: outer.palette.secondary },
    shape: outer.shape,
    typography: { fontFamily: outer.typography.fontFamily, button: outer.typography.button },
    transitions: outer.transitions,
    components: outer.components,
  });
}

/** One photo full screen: arrows, the keyboard's arrow keys or a swipe go through them. */
export function PhotoViewer(props: PhotoViewerProps) {
  const outer = useTheme();
  const theme = useMemo(() => darkSurface(outer), [outer]);
  return (
    <ThemeProvider theme={theme}>
      <PhotoViewerDialog {...props} />
    </ThemeProvider>
  );
}

function PhotoViewerDialog({ photos, index, canEdit, onIndexChange, onClose }: PhotoViewerProps) {
  const { t } = useTranslation();
  const photo = photos[index]!;
  const touchStart = useRef<number | null>(null);
  const go = (step: number) => onIndexChange((index + step + photos.length) % photos.length);

  const handleKeyDown = (event: KeyboardEvent) => {
    if ((event.target as HTMLElement).tagName === 'INPUT') return;
    if (event.key === 'ArrowRight') go(1);
    if (event.key === 'ArrowLeft') go(-1);
  };

  const added = new Intl.DateTimeFormat(currentLanguage(), { dateStyle: 'long' }).format(
    new Date(photo.createdAt),
  );
  return (
    <Dialog
      open
      fullScreen
      onClose={onClose}
      onKeyDown={handleKeyDown}
      slotProps={{
        paper: {
          'aria-label': t('photos.viewerLabel', { number: index + 1, count: photos.length }),
          sx: { bgcolor: 'grey.900', color: 'common.white' },
        },
      }}
    >
      <Stack direction="row" sx={{ p: 1, alignItems: 'center' }}>
        <Typography sx={{ flex: 1, px: 1 }}>
          {t('photos.position', { number: index + 1, count: photos.length })}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('photos.close')} sx={{ color: 'inherit' }}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Box
        sx={{ flex: 1, position: 'relative', minHeight: 0, touchAction: 'pan-y' }}
        onTouchStart={(event) => {
          touchStart.current = event.touches[0]?.clientX ?? null;
        }}
        onTouchEnd={(event) => {
          const start = touchStart.current;
          const end = event.changedTouches[0]?.clientX;
          touchStart.current = null;
          if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return;
          go(end < start ? 1 : -1);
        }}
      >
        <PhotoImage
          key={photo._id}
          photo={photo}
          size="display"
          alt={photo.caption || t('photos.photoBy', { name: photo.addedBy?.name ?? t('photos.someone') })}
          fit="contain"
        />
        {photos.length > 1 && (
          <>
            <IconButton
              onClick={() => go(-1)}
              aria-label={t('photos.previous')}
              sx={{ position: 'absolute', left: 8, top: '50%', color: 'inherit', bgcolor: 'rgba(0,0,0,.4)' }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              onClick={() => go(1)}
              aria-label={t('photos.next')}
              sx={{ position: 'absolute', right: 8, top: '50%', color: 'inherit', bgcolor: 'rgba(0,0,0,.4)' }}
            >
              <ChevronRightIcon />
            </IconButton>
          </>
        )}
      </Box>
      <Box sx={{ p: 2 }}>
        <Typography variant="body2">
          {t('photos.addedBy', { name: photo.addedBy?.name ?? t('photos.someone'), date: added })}
        </Typography>
        {canEdit ? (
          <PhotoEditor key={photo._id} photo={photo} onDeleted={photos.length > 1 ? () => go(0) : onClose} />
        ) : (
          photo.caption && <Typography sx={{ mt: 1 }}>{photo.caption}</Typography>
        )}
      </Box>
    </Dialog>
  );
}

/** The buttons keep their one-line labels beside the caption; the field takes the room left. */
const NO_WRAP = { flexShrink: 0, whiteSpace: 'nowrap' } as const;

function PhotoEditor({ photo, onDeleted }: { photo: Photo; onDeleted: () => void }) {
  const { t } = useTranslation();
  const [caption, setCaption] = useState(photo.caption);
  const [confirming, setConfirming] = useState(false);
  const update = useUpdatePhotoCaption(photo.tripId, photo._id);
  const remove = useDeletePhoto(photo.tripId);
  useEffect(() => setCaption(photo.caption), [photo.caption]);
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ mt: 1, alignItems: 'flex-start' }}>
      <TextField
        label={t('photos.caption')}
        value={caption}
        onChange={(event) => setCaption(event.target.value)}
        size="small"
        fullWidth
        slotProps={{ htmlInput: { maxLength: 500 } }}
        error={update.isError}
        helperText={update.isError ? errorMessage(update.error) : undefined}
      />
      <RequiresServer>
        <Button
          variant="contained"
          sx={NO_WRAP}
          disabled={caption.trim() === photo.caption || update.isPending}
          onClick={() => update.mutate(caption)}
        >
          {t('photos.saveCaption')}
        </Button>
      </RequiresServer>
      <RequiresServer>
        <Button
          color="error"
          variant="contained"
          sx={NO_WRAP}
          startIcon={<DeleteOutlineIcon />}
          onClick={() => setConfirming(true)}
        >
          {t('photos.delete')}
        </Button>
      </RequiresServer>
      <ConfirmDialog
        open={confirming}
        title={t('photos.deleteTitle')}
        text={t('photos.deleteText')}
        confirmLabel={t('photos.delete')}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : undefined}
        onConfirm={() =>
          remove.mutate(photo._id, {
            onSuccess: () => {
              setConfirming(false);
              onDeleted();
            },
          })
        }
        onClose={() => setConfirming(false)}
      />
    </Stack>
  );
}
