import { and, asc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { tripPhotos, users } from '../../db/schema';
import { isUuid } from '../../lib/ids';
import { jsonRows } from '../../db/json-rows';

export type PhotoRow = typeof tripPhotos.$inferSelect;
export type PhotoColumns = Omit<typeof tripPhotos.$inferInsert, 'id' | 'tripId'>;
/** A photo with the name of the person who added it (null once their account is gone). */
export type PhotoWithAuthor = PhotoRow & { addedByName: string | null };

const byId = (tripId: string, photoId: string) =>
  and(eq(tripPhotos.id, photoId), eq(tripPhotos.tripId, tripId));

const withAuthor = (db: Executor) =>
  db
    .select({ photo: tripPhotos, addedByName: users.name })
    .from(tripPhotos)
    .leftJoin(users, eq(users.id, tripPhotos.addedBy));

const flatten = ({ photo, addedByName }: { photo: PhotoRow; addedByName: string | null }) => ({
  ...photo,
  addedByName,
});

export const photosRepository = {
  async forTrip(db: Executor, tripId: string): Promise<PhotoWithAuthor[]> {
    const rows = await withAuthor(db)
      .where(eq(tripPhotos.tripId, tripId))
      .orderBy(asc(tripPhotos.createdAt), asc(tripPhotos.id));
    return rows.map(flatten);
  },

  /** The same rows as JSON inside the trip page's one statement (decoded by `decodeRows(tripPhotos, …)`). */
  forTripJson: (tripId: string) =>
    jsonRows(tripPhotos, {
      where: eq(tripPhotos.tripId, tripId),
      orderBy: [asc(tripPhotos.createdAt), asc(tripPhotos.id)],
      extra: {
        addedByName: sql`(select ${users.name} from ${users} where ${users.id} = ${tripPhotos.addedBy})`,
      },
    }),

  async find(db: Executor, tripId: string, photoId: string): Promise<PhotoWithAuthor | undefined> {
    if (!isUuid(photoId)) return undefined;
    const [row] = await withAuthor(db).where(byId(tripId, photoId));
    return row && flatten(row);
  },

  async insert(db: Executor, tripId: string, columns: PhotoColumns): Promise<PhotoRow> {
    const [row] = await db
      .insert(tripPhotos)
      .values({ ...columns, tripId })
      .returning();
    return row!;
  },

  async updateCaption(db: Executor, tripId: string, photoId: string, caption: string) {
    if (!isUuid(photoId)) return undefined;
    const [row] = await db.update(tripPhotos).set({ caption }).where(byId(tripId, photoId)).returning();
    return row;
  },

  async delete(db: Executor, tripId: string, photoId: string): Promise<PhotoRow | undefined> {
    if (!isUuid(photoId)) return undefined;
    const [row] = await db.delete(tripPhotos).where(byId(tripId, photoId)).returning();
    return row;
  },
};
