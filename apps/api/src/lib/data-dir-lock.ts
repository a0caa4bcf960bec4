import { mkdirSync, openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

/** What the lock file records: the holder's pid and, where /proc tells it, when that process started. */
interface LockHolder {
  pid: number;
  startTime?: string;
}

/** The fields of /proc/<pid>/stat after the command name, which may itself hold spaces and parentheses. */
function procStat(pid: number): string[] | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  } catch {
    return undefined;
  }
}

/**
 * When the process started, in clock ticks since boot (field 22 of /proc/<pid>/stat): with the pid it
 * names one process for good, as a pid is reused once its process is gone. Undefined without /proc.
 */
export function processStartTime(pid: number): string | undefined {
  return procStat(pid)?.[19];
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A killed process nobody has reaped yet (no init in a container) still answers: it is a zombie.
    return procStat(pid)?.[0] !== 'Z';
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readHolder(lockPath: string): LockHolder | undefined {
  const text = readFileSync(lockPath, 'utf8').trim();
  // Locks written before the start time was recorded hold the bare pid.
  if (/^\d+$/.test(text)) return { pid: Number(text) };
  try {
    const holder = JSON.parse(text) as Partial<LockHolder>;
    return Number.isInteger(holder.pid) ? { pid: holder.pid!, startTime: holder.startTime } : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Whether the process the lock names still holds it. After a kill -9 the file stays behind and its pid
 * may since have gone to another process (in a container, often this very one): a live pid whose start
 * time differs from the recorded one is not the server that took the lock.
 */
function holdsLock(holder: LockHolder): boolean {
  if (!isAlive(holder.pid)) return false;
  const startTime = processStartTime(holder.pid);
  if (holder.startTime && startTime) return startTime === holder.startTime;
  // Nothing to compare (no /proc, or an old lock): only our own pid is surely not another server.
  return holder.pid !== process.pid;
}

/**
 * PGlite has no lock of its own, and two processes on one data folder corrupt it. A lock file naming
 * this process is taken atomically (O_EXCL); a lock left by a process that is gone is taken over.
 */
export function lockDataDir(dataDir: string): () => void {
  mkdirSync(dataDir, { recursive: true });
  const lockPath = path.join(dataDir, 'trilha.lock');
  const self: LockHolder = { pid: process.pid, startTime: processStartTime(process.pid) };
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(lockPath, 'wx');
      writeSync(fd, JSON.stringify(self));
      closeSync(fd);
      return () => {
        try {
          unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = readHolder(lockPath);
      if (holder && holdsLock(holder)) {
        throw new DataDirLockedError(
          `The data folder ${dataDir} is in use by another Trilha process (pid ${holder.pid}: a server, ` +
            'a backup or a restore). Stop it first, or set DATA_DIR to another folder. ' +
            `If you are sure no Trilha server uses this folder, delete ${lockPath} and start again.`,
        );
      }
      unlinkSync(lockPath);
    }
  }
  throw new DataDirLockedError(`Could not lock the data folder ${dataDir}.`);
}
