import { en } from 'zod/locales';
import { z } from 'zod/mini';

// The zod every contract module builds its schemas with: zod/mini (functional checks, a few KB in
// the browser instead of the full build), set up before any schema exists. Each module imports
// `z` from here, so the setting applies whichever module a bundle reaches first.
//
// zod/mini loads no locale: without English, every message a schema does not spell out reads
// "Invalid input". The server's classic zod sets the same global locale; setting it here keeps
// the browser's messages and the server's identical.
z.config(en());
// In the browser the server's Content-Security-Policy refuses eval. Zod 4 compiles object
// parsers with `new Function` unless told not to, probing for it as each object schema is
// created, and the browser reports every probe as a violation. Schemas read this setting when
// they are created, hence before any. Node keeps the compiled parsers (the server validates
// every request and response).
if ('document' in globalThis) z.config({ jitless: true });

export { z };
