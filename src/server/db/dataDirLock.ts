import { linkSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import path from 'node:path';
import { StartupError } from '../startupError';

export const LOCK_FILE = 'muster.lock';
/** The holder touches its lock this often; a lock from another host untouched for 3 beats is stale. */
const HEARTBEAT_MS = 10_000;
const FOREIGN_STALE_MS = 3 * HEARTBEAT_MS;

type Holder = { pid: number; host: string; startedAt: string };

/** Start-up refused because another process owns DATA_DIR; the message is the one line to print. */
export class DataDirBusy extends StartupError {}

/**
 * One process per embedded database: PGlite has no server to arbitrate writers, and two
 * processes on one folder silently lose each other's writes. The lock is a file, created
 * atomically, that names its holder. A holder that is gone (kill -9, a crash, a reboot) does
 * not block the next start. See docs/decisions/0007-data-dir-lock.md.
 */
export function lockDataDir(dataDir: string): { release: () => void } {
  const dir = path.resolve(dataDir);
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, LOCK_FILE);
  const me: Holder = { pid: process.pid, host: hostname(), startedAt: new Date(Date.now() - process.uptime() * 1000).toISOString() };
  for (let attempt = 0; attempt < 3; attempt++) {
    if (tryCreate(file, me)) return hold(file, me);
    const holder = readHolder(file);
    if (holder && !isStale(file, holder)) throw busy(dir, file, holder);
    // move the stale lock aside under a name of our own: of two starts racing for it, one wins
    const aside = `${file}.stale-${process.pid}`;
    try {
      renameSync(file, aside);
    } catch {
      continue; // another start moved it first; try to create again
    }
    const moved = readHolder(aside);
    if (moved && !isStale(aside, moved)) {
      // we moved the fresh lock a racing start had just made: put it back and give way
      try {
        linkSync(aside, file);
      } catch {}
      rmSync(aside, { force: true });
      throw busy(dir, file, moved);
    }
    rmSync(aside, { force: true });
  }
  throw busy(dir, file, readHolder(file));
}

/** Writes a whole lock file, then links it into place: the lock never exists half-written. */
function tryCreate(file: string, me: Holder): boolean {
  const draft = `${file}.${process.pid}.tmp`;
  writeFileSync(draft, `${JSON.stringify(me)}\n`);
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return false;
    throw error;
  } finally {
    rmSync(draft, { force: true });
  }
}

function hold(file: string, me: Holder) {
  const beat = setInterval(() => {
    try {
      const now = new Date();
      utimesSync(file, now, now);
    } catch {}
  }, HEARTBEAT_MS);
  beat.unref();
  return {
    release() {
      clearInterval(beat);
      const holder = readHolder(file);
      if (holder?.pid === me.pid && holder.host === me.host) rmSync(file, { force: true });
    },
  };
}

function readHolder(file: string): Holder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<Holder>;
    if (typeof parsed.pid !== 'number' || typeof parsed.host !== 'string') return null;
    return { pid: parsed.pid, host: parsed.host, startedAt: String(parsed.startedAt ?? 'unknown') };
  } catch {
    return null; // not a lock we wrote (locks are linked in whole): nobody holds it
  }
}

function isStale(file: string, holder: Holder): boolean {
  if (holder.host !== hostname()) {
    // another machine or container: its processes are out of sight, so go by its heartbeat
    try {
      return Date.now() - statSync(file).mtimeMs > FOREIGN_STALE_MS;
    } catch {
      return true;
    }
  }
  if (holder.pid === process.pid) return true; // a container restarted with the same pid
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'ESRCH';
  }
  // the pid runs: is it the holder, or a newer process that was given the same number?
  const started = processStartTime(holder.pid);
  const recorded = Date.parse(holder.startedAt);
  return started !== null && Number.isFinite(recorded) && started > recorded + 5_000;
}

/** When a process started, from Linux's /proc; null where that cannot be read. */
function processStartTime(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // field 22 (starttime, in clock ticks since boot) counted after the ")" that ends field 2
    const ticks = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]);
    const bootLine = readFileSync('/proc/stat', 'utf8')
      .split('\n')
      .find((l) => l.startsWith('btime '));
    if (!bootLine || !Number.isFinite(ticks)) return null;
    return (Number(bootLine.slice(6)) + ticks / 100) * 1000;
  } catch {
    return null;
  }
}

function busy(dir: string, file: string, holder: Holder | null): DataDirBusy {
  const who = holder ? `pid ${holder.pid} on host ${holder.host}, started ${holder.startedAt}` : 'holder unknown';
  return new DataDirBusy(
    `DATA_DIR ${dir} is in use by another Muster process (${who}); stop it first or set DATA_DIR to another folder (if that process is gone, delete ${file}).`,
  );
}
