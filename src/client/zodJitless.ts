import { config } from 'zod/v4/core';

// zod probes `new Function` when a schema is built; under our CSP (no 'unsafe-eval') that probe
// is reported as a violation even though zod catches it. Jitless mode skips the probe.
// Imported first by main.tsx, before any schema module runs.
config({ jitless: true });
