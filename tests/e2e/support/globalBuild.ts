import { ensureClientBuild } from './build';

/** Once per run, before any browser test file: the files run side by side and must not build at once. */
export default function setup() {
  ensureClientBuild();
}
