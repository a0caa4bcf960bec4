import type { Photo } from '@trilha/shared';
import type { PhotoWithAuthor } from './photos.repository';

/** Storage keys never leave the server: a photo is fetched by its id. */
export function presentPhoto(row: PhotoWithAuthor): Photo {
  return {
    _id: row.id,
    tripId: row.tripId,
    caption: row.caption,
    width: row.width,
    height: row.height,
    addedBy: row.addedBy && row.addedByName !== null ? { userId: row.addedBy, name: row.addedByName } : null,
    createdAt: row.createdAt.toISOString(),
  };
}
