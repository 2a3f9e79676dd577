/**
 * Zod 4 compiles fast object parsers with `new Function` when it can, and finds out by trying once. Under
 * the app's Content-Security-Policy (no 'unsafe-eval') that attempt is a policy violation on every page
 * load. Zod reads this global config object (it adopts an existing one), so setting it here, before any
 * schema module is evaluated, turns the compiler off without importing zod into the entry chunk.
 * Must stay the first import of src/main.tsx.
 */
const g = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
g.__zod_globalConfig = { ...g.__zod_globalConfig, jitless: true };

export {};
