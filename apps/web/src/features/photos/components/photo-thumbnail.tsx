import { useQuery } from '@tanstack/react-query';
import { Box, ButtonBase, Skeleton } from '@mui/material';
import type { Photo, PhotoSize } from '@trilha/shared';
import { photoQueries } from '../api/photo-queries';

/** One photo's image, fetched with the session (an <img> cannot send it) and cached for the visit. */
export function PhotoImage({
  photo,
  size,
  alt,
  fit = 'cover',
}: {
  photo: Photo;
  size: PhotoSize;
  alt: string;
  fit?: 'cover' | 'contain';
}) {
  const query = useQuery(photoQueries.image(photo.tripId, photo._id, size));
  if (!query.data) return <Skeleton variant="rectangular" sx={{ width: '100%', height: '100%' }} />;
  return (
    <Box
      component="img"
      src={query.data}
      alt={alt}
      draggable={false}
      sx={{ width: '100%', height: '100%', objectFit: fit, display: 'block' }}
    />
  );
}

export function PhotoThumbnail({
  photo,
  label,
  onOpen,
}: {
  photo: Photo;
  label: string;
  onOpen: () => void;
}) {
  return (
    <ButtonBase
      onClick={onOpen}
      aria-label={label}
      sx={{ width: '100%', aspectRatio: '1', borderRadius: 1, overflow: 'hidden', bgcolor: 'action.hover' }}
    >
      <PhotoImage photo={photo} size="thumb" alt="" />
    </ButtonBase>
  );
}
