import { execFile } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** The newest PostgreSQL server binaries of the machine (Debian layout), or null. */
export function findPostgresBin(): string | null {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return null;
  const versions = readdirSync(root)
    .filter((v) => existsSync(path.join(root, v, 'bin', 'pg_ctl')) && existsSync(path.join(root, v, 'bin', 'initdb')))
    .sort((a, b) => Number(b) - Number(a));
  return versions.length ? path.join(root, versions[0], 'bin') : null;
}

/**
 * A PostgreSQL cluster of our own in a temporary folder, on a port of our choosing, that a
 * test may stop and start. initdb refuses to run as root, so as root it runs as `postgres`.
 */
export async function createThrowawayCluster(bin: string, port: number) {
  const dir = mkdtempSync(path.join(tmpdir(), 'muster-pg-'));
  const dataDir = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  let owner: { uid: number; gid: number } | null = null;
  if (asRoot) {
    const { stdout: uid } = await run('id', ['-u', 'postgres']);
    const { stdout: gid } = await run('id', ['-g', 'postgres']);
    owner = { uid: Number(uid), gid: Number(gid) };
    chownSync(dir, owner.uid, owner.gid);
  }
  const exec = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);

  await exec('initdb', ['-D', dataDir, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const logFile = path.join(dir, 'server.log');
  const start = () => exec('pg_ctl', ['-D', dataDir, '-o', options, '-l', logFile, '-w', 'start']);
  const stop = (mode: 'fast' | 'immediate' = 'fast') => exec('pg_ctl', ['-D', dataDir, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    start,
    stop,
    async destroy() {
      await stop('immediate').catch(() => {});
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
