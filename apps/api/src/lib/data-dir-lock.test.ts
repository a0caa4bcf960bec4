import { afterEach, describe, expect, it } from 'vitest';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DataDirLockedError, lockDataDir, processStartTime } from './data-dir-lock';

const folders: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'trilha-lock-'));
  folders.push(dir);
  return dir;
};
afterEach(() => folders.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function withOtherProcess(test: (pid: number) => void | Promise<void>) {
  const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 10000)']);
  await new Promise((resolve) => other.once('spawn', resolve));
  try {
    await test(other.pid!);
  } finally {
    other.kill();
  }
}

const writeLock = (dir: string, content: object | string) =>
  writeFileSync(
    path.join(dir, 'trilha.lock'),
    typeof content === 'string' ? content : JSON.stringify(content),
  );

describe('lockDataDir', () => {
  it('records its pid and start time, and releases the lock', () => {
    const dir = tempDir();
    const release = lockDataDir(dir);
    expect(JSON.parse(readFileSync(path.join(dir, 'trilha.lock'), 'utf8'))).toEqual({
      pid: process.pid,
      startTime: processStartTime(process.pid),
    });
    release();
    lockDataDir(dir)();
  });

  it('refuses a folder another live Trilha process holds, saying how to recover', async () => {
    await withOtherProcess((pid) => {
      const dir = tempDir();
      writeLock(dir, { pid, startTime: processStartTime(pid) });
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
      expect(() => lockDataDir(dir)).toThrow(/in use by another Trilha process \(pid \d+/);
      expect(() => lockDataDir(dir)).toThrow(`delete ${path.join(dir, 'trilha.lock')}`);
    });
  });

  it('refuses a live pid in a lock written before start times were recorded', async () => {
    await withOtherProcess((pid) => {
      const dir = tempDir();
      writeLock(dir, String(pid));
      expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    });
  });

  it('takes over a lock whose pid now belongs to a process that started later (after a kill -9)', async () => {
    await withOtherProcess((pid) => {
      const dir = tempDir();
      writeLock(dir, { pid, startTime: '1' });
      lockDataDir(dir)();
    });
    const dir = tempDir();
    // In a container the new server is often given the very pid the killed one had.
    writeLock(dir, { pid: process.pid, startTime: '1' });
    lockDataDir(dir)();
  });

  it('takes over a lock left by a process that is gone', () => {
    const dir = tempDir();
    writeLock(dir, { pid: 999999999, startTime: '1' });
    lockDataDir(dir)();
    writeLock(dir, '999999999');
    lockDataDir(dir)();
  });
});
