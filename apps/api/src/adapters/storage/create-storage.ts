import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config/env';
import { createLocalStorage } from './local-storage';
import { createS3Storage } from './s3-storage';
import type { FileStorage } from './storage';

/**
 * Deletes run after the database change has committed: if one fails, the change still stands and the
 * caller still succeeds; an orphaned file costs only space, so it is logged rather than thrown.
 */
function bestEffortDeletes(storage: FileStorage, log: FastifyBaseLogger): FileStorage {
  const quietly = (what: string, key: string) => (error: unknown) =>
    log.error({ err: error, key }, `Could not ${what} from file storage`);
  return {
    ...storage,
    delete: (key) => storage.delete(key).catch(quietly('delete a file', key)),
    deletePrefix: (prefix) => storage.deletePrefix(prefix).catch(quietly('delete a folder', prefix)),
  };
}

export async function createFileStorage(config: Config, log: FastifyBaseLogger): Promise<FileStorage> {
  const storage = config.s3
    ? await createS3Storage(config.s3)
    : createLocalStorage(path.join(config.dataDir, 'uploads'));
  return bestEffortDeletes(storage, log);
}
