import { z } from 'zod';

// In the browser the server's Content-Security-Policy refuses eval. Zod 4 compiles object
// parsers with `new Function` unless told not to, probing for it as each object schema is
// created, and the browser reports every probe as a violation. Schemas read this setting when
// they are created, so index.ts imports this module before any module that declares one.
// Node keeps the compiled parsers (the server validates every request and response).
if ('document' in globalThis) z.config({ jitless: true });
