import type { Readable } from 'node:stream';
import type { Photo, PhotoSize } from '@trilha/shared';
import type { Database } from '../../db/client';
import { tripFolder, type FileStorage } from '../../adapters/storage/storage';
import { tripPhotos } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { decodeRows } from '../../db/json-rows';
import type { TripPart } from '../trips/trip-parts.repository';
import { newId } from '../../lib/ids';
import type { UploadedFile } from '../../lib/multipart';
import type { Actor } from '../../plugins/auth';
import type { TripsService } from '../trips/trips.service';
import { makePhotoImages, PHOTO_CONTENT_TYPE } from './photo-images';
import { presentPhoto } from './photos.presenter';
import { photosRepository, type PhotoWithAuthor } from './photos.repository';

export interface PhotosServiceDeps {
  db: Database;
  trips: TripsService;
  files: FileStorage;
}

/**
 * A trip's photos: every member reads them, the owner and trip admins add, caption and delete them
 * (the trip's own `read` and `update` rules). The files live in the trip's folder, so deleting the trip
 * or its owner's account removes them with the rest of it.
 */
export function createPhotosService({ db, trips, files }: PhotosServiceDeps) {
  async function findOrThrow(tripId: string, photoId: string) {
    const row = await photosRepository.find(db, tripId, photoId);
    if (!row) throw notFound('PHOTO');
    return row;
  }

  /** The trip page's share: its photos, read in the page's one statement. */
  const part: TripPart<Photo[]> = {
    select: (trip) => photosRepository.forTripJson(trip.id),
    present: (value) => (decodeRows(tripPhotos, value) as PhotoWithAuthor[]).map(presentPhoto),
  };

  return {
    part,

    async list(actor: Actor, tripId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return (await photosRepository.forTrip(db, trip.id)).map(presentPhoto);
    },

    async get(actor: Actor, tripId: string, photoId: string) {
      const { trip } = await trips.load(actor, tripId, 'read');
      return presentPhoto(await findOrThrow(trip.id, photoId));
    },

    /** The upload is read only once the caller may add photos to the trip. */
    async add(actor: Actor, tripId: string, read: () => Promise<UploadedFile>) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const upload = await read();
      const images = await makePhotoImages(upload.data);
      const base = `${tripFolder(trip.id)}photos/${newId()}`;
      const displayKey = `${base}.jpg`;
      const thumbKey = `${base}-thumb.jpg`;
      await files.put(displayKey, images.display, PHOTO_CONTENT_TYPE);
      await files.put(thumbKey, images.thumb, PHOTO_CONTENT_TYPE);
      let row;
      try {
        row = await photosRepository.insert(db, trip.id, {
          addedBy: actor.id,
          displayKey,
          thumbKey,
          width: images.width,
          height: images.height,
        });
      } catch (error) {
        // The trip went away while the files were being written.
        await files.delete(displayKey);
        await files.delete(thumbKey);
        throw error;
      }
      return presentPhoto({ ...row, addedByName: actor.name });
    },

    async image(
      actor: Actor,
      tripId: string,
      photoId: string,
      size: PhotoSize,
    ): Promise<{ stream: Readable; contentType: string }> {
      const { trip } = await trips.load(actor, tripId, 'read');
      const row = await findOrThrow(trip.id, photoId);
      const stream = await files.get(size === 'thumb' ? row.thumbKey : row.displayKey);
      if (!stream) throw notFound('PHOTO');
      return { stream, contentType: PHOTO_CONTENT_TYPE };
    },

    async caption(actor: Actor, tripId: string, photoId: string, caption: string | undefined) {
      const { trip } = await trips.load(actor, tripId, 'update');
      if (caption === undefined) return presentPhoto(await findOrThrow(trip.id, photoId));
      const updated = await photosRepository.updateCaption(db, trip.id, photoId, caption);
      if (!updated) throw notFound('PHOTO');
      return presentPhoto(await findOrThrow(trip.id, updated.id));
    },

    async remove(actor: Actor, tripId: string, photoId: string) {
      const { trip } = await trips.load(actor, tripId, 'update');
      const row = await photosRepository.delete(db, trip.id, photoId);
      if (!row) throw notFound('PHOTO');
      await files.delete(row.displayKey);
      await files.delete(row.thumbKey);
    },
  };
}

export type PhotosService = ReturnType<typeof createPhotosService>;
