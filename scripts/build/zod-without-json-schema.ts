/**
 * Leaves zod's JSON Schema output out of the app's build. zod's classic schemas carry it on every schema
 * (`schema.toJSONSchema()`, `'~standard'.jsonSchema`, a processor per schema kind), so every page that reads an API
 * answer downloaded it with zod: 17 KB of the `data` chunk (about 5 KB brotli) that a first screen fetches before its
 * picture paints. The app never asks for JSON Schema; only Node-side code does (contracts/openapi.ts, the mocks' test
 * arbitraries), and neither goes through `vite build`.
 *
 * In the build, zod's two JSON Schema modules are replaced by modules with the same exports, each of which throws an
 * error naming this file when called (the two method factories return such a function): a call that reaches the build
 * fails loudly instead of answering wrongly. scripts/guards/budget/bundle-budget.ts fails a build whose chunks still
 * carry zod's JSON Schema code.
 */
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

/** zod's modules that only JSON Schema output uses. */
export const JSON_SCHEMA_MODULE = /[\\/]zod[\\/]v4[\\/]core[\\/](?:json-schema-processors|to-json-schema)\.js$/;

export const UNAVAILABLE =
  'zod JSON Schema output is not part of the app build (scripts/build/zod-without-json-schema.ts)';

/** Exports that build a method rather than do the work: zod calls them when a schema's `~standard` is first read. */
const FACTORIES = new Set(['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']);

/** A module with the given exports, each a function that throws (a factory: returns one). */
export function stubSource(names: readonly string[]): string {
  const lines = [`const unavailable = () => { throw new Error(${JSON.stringify(UNAVAILABLE)}); };`];
  for (const name of names) {
    if (!/^[A-Za-z_$][\w$]*$/.test(name)) throw new Error(`zod-without-json-schema: unexpected export name ${name}`);
    lines.push(`export const ${name} = ${FACTORIES.has(name) ? '() => unavailable' : 'unavailable'};`);
  }
  return `${lines.join('\n')}\n`;
}

export function zodWithoutJsonSchema(): Plugin {
  return {
    name: 'mall:zod-without-json-schema',
    apply: 'build',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0] as string;
      if (!JSON_SCHEMA_MODULE.test(file)) return null;
      // The module's own export names, read by loading it in Node: the stub stays in step with zod's version.
      const names = Object.keys(await import(pathToFileURL(file).href));
      return stubSource(names);
    },
  };
}
