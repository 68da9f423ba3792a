import { z } from 'zod';

// Zod compiles object parsers with `new Function` and probes whether it may; under the pages'
// Content-Security-Policy (no 'unsafe-eval') even the caught probe is reported as a violation.
// Imported first by every schema module, so it is set before anything parses, and zod itself stays
// out of the pages that load no schema.
z.config({ jitless: true });
