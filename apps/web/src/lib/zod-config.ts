import { z } from 'zod';

// zod 4 compiles object parsers with `new Function`, which the server's `script-src 'self'` forbids (even its
// feature probe is reported as a violation). zod reads this setting when a schema is created, so the web build
// resolves every `import … from 'zod'` (the app's and the contracts') to this module (vite.config.ts
// `zodJitless`): whoever creates a schema has run this line first, whichever lazy chunk loads zod first.
z.config({ jitless: true });

export * from 'zod';
export { z, z as default };
