import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Box } from '@mui/material';
import PhotoLibraryOutlinedIcon from '@mui/icons-material/PhotoLibraryOutlined';
import { useTranslation } from 'react-i18next';
import type { TripDetail } from '@trilha/shared';
import { EmptyState } from '../../../components/empty-state';
import { SectionCard } from '../../../components/section-card';
import { PlanQueryStatus } from '../../trips/components';
import { photoQueries } from '../api/photo-queries';
import { PhotoThumbnail } from './photo-thumbnail';
import { PhotoUploader } from './photo-uploader';
import { PhotoViewer } from './photo-viewer';

/** The trip's photos as a grid of thumbnails; one opens full screen. */
export function PhotosTab({ trip }: { trip: TripDetail }) {
  const { t } = useTranslation();
  const query = useQuery(photoQueries.list(trip._id));
  const { canEdit } = trip.permissions;
  const [open, setOpen] = useState<number | null>(null);

  const content = () => {
    if (!query.isSuccess) return <PlanQueryStatus query={query} />;
    const photos = query.data;
    if (photos.length === 0) {
      return (
        <EmptyState
          icon={<PhotoLibraryOutlinedIcon />}
          title={t('photos.emptyTitle')}
          description={canEdit ? t('photos.emptyDescription') : t('photos.emptyReadOnly')}
        />
      );
    }
    return (
      <>
        <Box
          component="ul"
          aria-label={t('photos.listLabel')}
          sx={{
            listStyle: 'none',
            p: 0,
            m: 0,
            display: 'grid',
            gap: 1,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(30%, 160px), 1fr))',
          }}
        >
          {photos.map((photo, index) => (
            <li key={photo._id}>
              <PhotoThumbnail
                photo={photo}
                label={t('photos.open', {
                  number: index + 1,
                  caption:
                    photo.caption ||
                    t('photos.photoBy', { name: photo.addedBy?.name ?? t('photos.someone') }),
                })}
                onOpen={() => setOpen(index)}
              />
            </li>
          ))}
        </Box>
        {open !== null && (
          <PhotoViewer
            photos={photos}
            // After the last photo is deleted the one before it shows.
            index={Math.min(open, photos.length - 1)}
            canEdit={canEdit}
            onIndexChange={setOpen}
            onClose={() => setOpen(null)}
          />
        )}
      </>
    );
  };

  return (
    <SectionCard title={t('photos.title')} description={t('photos.description')}>
      {canEdit && <PhotoUploader tripId={trip._id} />}
      {content()}
    </SectionCard>
  );
}
