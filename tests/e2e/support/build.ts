import { spawnSync } from 'node:child_process';

/** Builds the client when dist/client is missing or older than its sources (what `npm start` does). */
export function ensureClientBuild() {
  // vitest sets NODE_ENV=test, which would give a development build of React.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync(process.execPath, ['scripts/ensure-client-build.mjs'], { stdio: 'pipe', encoding: 'utf8', env });
  if (result.status !== 0) {
    throw new Error(`The client build failed:\n${result.stdout}\n${result.stderr}`);
  }
}
