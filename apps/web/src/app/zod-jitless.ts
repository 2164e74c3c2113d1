/**
 * zod probes whether it may compile parsers with `new Function` when an object schema is made. The server's
 * Content-Security-Policy has no 'unsafe-eval', so the probe, although caught, is a CSP violation the
 * browser reports (Lighthouse best practices lost points on login and register for it). `jitless` skips
 * the probe and the compiling. zod keeps its global config on `globalThis.__zod_globalConfig` and takes an
 * existing one, so setting it here, before any zod module runs, needs no zod in the first chunk.
 * main.tsx imports this first.
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };
const host = globalThis as ZodGlobal;
host.__zod_globalConfig = { ...host.__zod_globalConfig, jitless: true };

export {};
