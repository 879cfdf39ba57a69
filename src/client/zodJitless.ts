import { config } from 'zod/v4/core';

// zod probes `new Function` when a schema is built; under our CSP (no 'unsafe-eval') that probe
// is reported as a violation even though zod catches it. Jitless mode skips the probe.
// vite.config.ts resolves the bare 'zod' of the bundles to this module, so the setting is made
// before any schema module runs, and only pages that use zod download it.
config({ jitless: true });

export * from 'zod/v4';
