import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DataDirBusy, LOCK_FILE, lockDataDir } from '../../src/server/db/dataDirLock';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});
function freshDir() {
  const dir = mkdtempSync(path.join(tmpdir(), 'muster-lock-'));
  dirs.push(dir);
  return dir;
}
function writeLock(dir: string, holder: { pid: number; host?: string; startedAt?: string }) {
  const file = path.join(dir, LOCK_FILE);
  writeFileSync(file, JSON.stringify({ host: hostname(), startedAt: new Date().toISOString(), ...holder }));
  return file;
}
/** The pid of a process that has exited. */
function deadPid() {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('DATA_DIR lock', () => {
  it('names its holder in the lock file and removes it on release', () => {
    const dir = freshDir();
    const lock = lockDataDir(dir);
    const file = path.join(dir, LOCK_FILE);
    expect(JSON.parse(readFileSync(file, 'utf8'))).toMatchObject({ pid: process.pid, host: hostname() });
    lock.release();
    expect(existsSync(file)).toBe(false);
  });

  it('refuses a folder held by a running process, naming DATA_DIR, the pid and the host', () => {
    const dir = freshDir();
    // the parent of this worker runs, and started before the time the lock says
    writeLock(dir, { pid: process.ppid });
    expect(() => lockDataDir(dir)).toThrow(DataDirBusy);
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`DATA_DIR ${dir}.*pid ${process.ppid} on host ${hostname()}`));
  });

  it('takes over a lock left by a process that is gone (kill -9, a crash)', () => {
    const dir = freshDir();
    const file = writeLock(dir, { pid: deadPid() });
    lockDataDir(dir).release();
    expect(existsSync(file)).toBe(false);
  });

  it('takes over a lock whose pid now belongs to a younger process', () => {
    const dir = freshDir();
    writeLock(dir, { pid: process.ppid, startedAt: '2000-01-01T00:00:00.000Z' });
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it('respects a lock from another host while it is kept fresh, and takes it once it is not', () => {
    const dir = freshDir();
    const file = writeLock(dir, { pid: 1, host: 'other-machine' });
    expect(() => lockDataDir(dir)).toThrow(/pid 1 on host other-machine/);
    const aMinuteAgo = new Date(Date.now() - 60_000);
    utimesSync(file, aMinuteAgo, aMinuteAgo);
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });

  it('treats an unreadable lock file as nobody’s', () => {
    const dir = freshDir();
    writeFileSync(path.join(dir, LOCK_FILE), 'not json');
    expect(() => lockDataDir(dir).release()).not.toThrow();
  });
});
