import { z } from 'zod';

// zod 4 compiles object parsers with `new Function`, which the server's `script-src 'self'` forbids (even its
// feature probe is reported as a violation). zod reads this setting when a schema is created, so main.tsx imports
// this module first, before anything that imports @portal/contracts.
z.config({ jitless: true });
