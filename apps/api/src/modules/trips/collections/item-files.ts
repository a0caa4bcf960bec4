import type { Readable } from 'node:stream';
import { fileTypeOf } from '../../../lib/file-type';
import { ITEM_FILES_MAX, type ItemFile } from '@trilha/shared';
import type { Database } from '../../../db/client';
import type { StoredItemFile } from '../../../db/schema';
import { tripFolder, type FileStorage } from '../../../adapters/storage/storage';
import { AppError, notFound } from '../../../lib/errors';
import { newId } from '../../../lib/ids';
import type { Actor } from '../../../plugins/auth';
import type { TripsService } from '../trips.service';
import { itemFileReadAction, itemFileWriteAction } from './item-files.policy';
import { itemFilesRepository, type FileTable } from './item-files.repository';

export interface ItemFileUpload {
  fileName: string | undefined;
  data: Buffer;
}

/** What a kept file is, by its bytes (never by its name alone): the type it is stored and sent as. */
export interface ItemFileType {
  contentType: string;
  extension: string;
}

const TYPES: Record<string, ItemFileType> = {
  'application/pdf': { contentType: 'application/pdf', extension: 'pdf' },
  'image/jpeg': { contentType: 'image/jpeg', extension: 'jpg' },
  'image/png': { contentType: 'image/png', extension: 'png' },
  'image/webp': { contentType: 'image/webp', extension: 'webp' },
};
export const MAIL_FILE: ItemFileType = { contentType: 'message/rfc822', extension: 'eml' };
export const TEXT_FILE: ItemFileType = { contentType: 'text/plain; charset=utf-8', extension: 'txt' };

const unsupported = () => new AppError(415, 'UNSUPPORTED_FILE_TYPE');

/**
 * A PDF or a photo by its bytes; a mail (`.eml`) or a text (`.txt`) by its name when its bytes are text.
 * Everything else (archives, documents, HTML, programs) is refused.
 */
export async function itemFileType(upload: ItemFileUpload): Promise<ItemFileType> {
  const type = await fileTypeOf(upload.data);
  if (type) {
    const known = TYPES[type.mime];
    if (!known) throw unsupported();
    return known;
  }
  const extension = /\.([a-z0-9]{1,10})$/i.exec(upload.fileName ?? '')?.[1]?.toLowerCase();
  if (extension !== 'eml' && extension !== 'txt') throw unsupported();
  if (!upload.data.length || upload.data.includes(0)) throw unsupported();
  return extension === 'eml' ? MAIL_FILE : TEXT_FILE;
}

const NAME_MAX = 255;

/**
 * The traveller's file name, only for display and the download's name; never a path. At most 255
 * characters, ending in the extension of what the file is (a voucher named `.html` that is a PDF is
 * downloaded as `.pdf`).
 */
export function itemFileName(name: string | undefined, type: ItemFileType): string {
  const base = (name ?? '')
    .split(/[\\/]/)
    .pop()!
    .replace(/[\p{Cc}"]/gu, '')
    .trim();
  const extension = `.${type.extension}`;
  const stem = base.replace(/\.[a-z0-9]{1,10}$/i, '').trimEnd() || 'booking';
  return `${Array.from(stem)
    .slice(0, NAME_MAX - extension.length)
    .join('')
    .trimEnd()}${extension}`;
}

export const presentItemFiles = (stored: StoredItemFile[]): ItemFile[] =>
  stored.map((file) => ({
    _id: file.id,
    fileName: file.fileName,
    size: file.size,
    contentType: file.contentType,
  }));

/** After a stay or tour is deleted: its stored files go too. */
export const deleteStoredFiles =
  (storage: FileStorage) =>
  async (row: { files: StoredItemFile[] }): Promise<void> => {
    for (const file of row.files) await storage.delete(file.key);
  };

/** A new file's row entry and storage key, under the trip's folder. */
export function newItemFile(tripId: string, fileName: string | undefined, data: Buffer, type: ItemFileType) {
  const id = newId();
  return {
    id,
    key: `${tripFolder(tripId)}files/${id}.${type.extension}`,
    fileName: itemFileName(fileName, type),
    size: data.length,
    contentType: type.contentType,
  } satisfies StoredItemFile;
}

/**
 * The files of one kind of trip item (stays, tours): a short list on the item's row, each file stored
 * under a key the server generated. Adding and removing change the list in one statement
 * (item-files.repository.ts), so two travellers adding at once both keep theirs.
 */
export function createItemFiles<Table extends FileTable, Output>(
  { db, trips, files }: { db: Database; trips: TripsService; files: FileStorage },
  { table, thing, present }: { table: Table; thing: string; present: (row: Table['$inferSelect']) => Output },
) {
  type Row = Table['$inferSelect'];
  const repository = itemFilesRepository(table);

  async function findOrThrow(tripId: string, itemId: string): Promise<Row> {
    const row = await repository.find(db, tripId, itemId);
    if (!row) throw notFound(thing);
    return row;
  }

  function fileOrThrow(row: Row, fileId: string): StoredItemFile {
    const file = row.files.find((candidate) => candidate.id === fileId);
    if (!file) throw notFound('FILE');
    return file;
  }

  return {
    async list(actor: Actor, tripId: string, itemId: string): Promise<ItemFile[]> {
      const { trip } = await trips.load(actor, tripId, itemFileReadAction);
      return presentItemFiles((await findOrThrow(trip.id, itemId)).files);
    },

    /** Stores the file (checked by its bytes) and adds it to the item; read only once the caller may write. */
    async add(
      actor: Actor,
      tripId: string,
      itemId: string,
      read: () => Promise<ItemFileUpload>,
    ): Promise<Output> {
      const { trip } = await trips.load(actor, tripId, itemFileWriteAction);
      const current = await findOrThrow(trip.id, itemId);
      if (current.files.length >= ITEM_FILES_MAX) throw new AppError(409, 'TOO_MANY_FILES');
      const upload = await read();
      const stored = newItemFile(trip.id, upload.fileName, upload.data, await itemFileType(upload));
      await files.put(stored.key, upload.data, stored.contentType);
      const row = await repository.addFile(db, trip.id, current.id, stored);
      if (!row) {
        // The item went away, or filled up, while the file was being written.
        await files.delete(stored.key);
        await findOrThrow(trip.id, current.id);
        throw new AppError(409, 'TOO_MANY_FILES');
      }
      return present(row);
    },

    async download(
      actor: Actor,
      tripId: string,
      itemId: string,
      fileId: string,
    ): Promise<{ stream: Readable; fileName: string; contentType: string }> {
      const { trip } = await trips.load(actor, tripId, itemFileReadAction);
      const file = fileOrThrow(await findOrThrow(trip.id, itemId), fileId);
      const stream = await files.get(file.key);
      if (!stream) throw notFound('FILE');
      return { stream, fileName: file.fileName, contentType: file.contentType };
    },

    async remove(actor: Actor, tripId: string, itemId: string, fileId: string): Promise<void> {
      const { trip } = await trips.load(actor, tripId, itemFileWriteAction);
      const file = fileOrThrow(await findOrThrow(trip.id, itemId), fileId);
      if (!(await repository.removeFile(db, trip.id, itemId, file.id))) throw notFound('FILE');
      await files.delete(file.key);
    },

    /** The stored files of a removed item go with it. */
    async forget(row: Pick<Row, 'files'>): Promise<void> {
      for (const file of row.files) await files.delete(file.key);
    },
  };
}

export type ItemFiles<Output> = ReturnType<typeof createItemFiles<FileTable, Output>>;
