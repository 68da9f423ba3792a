import { z } from 'zod';

// Zod compiles object parsers with `new Function` and probes whether it may; under the pages'
// Content-Security-Policy (no 'unsafe-eval') even the caught probe is reported as a violation.
// Imported first by the client providers, so it is set before any form parses.
z.config({ jitless: true });
