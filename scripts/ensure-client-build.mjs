// `npm start` builds the client once when dist/client is missing or older than its sources.
import { existsSync, statSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';

// CLIENT_OUT_DIR lets parallel test runs build into their own folders
const outDir = process.env.CLIENT_OUT_DIR || 'dist/client';
const built = path.resolve(outDir, 'index.html');
// the server's copy of the client, which draws public pages as HTML (src/server/http/serverRender.ts)
const serverOutDir = `${outDir}-ssr`;
const serverBuilt = path.resolve(serverOutDir, 'entry-server.js');

function newestSource(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const t = entry.isDirectory() ? newestSource(full) : statSync(full).mtimeMs;
    if (t > newest) newest = t;
  }
  return newest;
}

const sources = ['src/client', 'src/shared', 'index.html', 'vite.config.ts'].filter((p) => existsSync(p));
const stale =
  !existsSync(built) ||
  !existsSync(serverBuilt) ||
  Math.max(...sources.map((p) => (statSync(p).isDirectory() ? newestSource(p) : statSync(p).mtimeMs))) > statSync(built).mtimeMs;

if (stale) {
  console.log('[muster] building the client (vite build, for the browser and the server)…');
  // a development NODE_ENV would otherwise make vite bundle React's development build
  const build = (...args) => {
    const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn', '--emptyOutDir', ...args], {
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (result.status !== 0) process.exit(result.status ?? 1);
  };
  build('--outDir', outDir);
  build('--ssr', 'src/client/entry-server.tsx', '--outDir', serverOutDir);
}
