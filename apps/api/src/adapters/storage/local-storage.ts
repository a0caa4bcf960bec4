import { createReadStream } from 'node:fs';
import { constants } from 'node:fs';
import { access, mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { newId } from '../../lib/ids';
import { assertSafeKey, type FileStorage } from './storage';

/** Files under one folder; each write lands in a temporary file first and is renamed into place. */
export function createLocalStorage(root: string): FileStorage {
  const pathOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, ...key.split('/'));
  };

  return {
    kind: 'local',

    async put(key, data) {
      const target = pathOf(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${newId()}.part`;
      await writeFile(temporary, data, { flush: true });
      await rename(temporary, target);
    },

    async get(key) {
      const file = pathOf(key);
      const found = await stat(file).catch(() => undefined);
      return found?.isFile() ? createReadStream(file) : undefined;
    },

    async check() {
      await mkdir(root, { recursive: true });
      await access(root, constants.W_OK);
    },

    async delete(key) {
      await rm(pathOf(key), { force: true });
    },

    async deletePrefix(prefix) {
      await rm(pathOf(prefix.replace(/\/$/, '')), { recursive: true, force: true });
    },
  };
}
