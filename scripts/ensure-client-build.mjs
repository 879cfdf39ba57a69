// `npm start` builds the client once when dist/client is missing or older than its sources.
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// CLIENT_OUT_DIR lets parallel test runs build into their own folders
const outDir = process.env.CLIENT_OUT_DIR || 'dist/client';
const built = path.resolve(outDir, 'index.html');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const sources = ['src/client', 'src/shared', 'index.html'].filter((p) => existsSync(p));
const stale =
  !existsSync(built) ||
  Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs))) > statSync(built).mtimeMs;

if (stale) {
  console.log('[muster] building the client (vite build)…');
  // a development NODE_ENV would otherwise make vite bundle React's development build
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], {
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
