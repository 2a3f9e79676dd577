import { fileURLToPath, pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { JSON_SCHEMA_MODULE, stubSource, UNAVAILABLE, zodWithoutJsonSchema } from './zod-without-json-schema.ts';

const zodFile = (name: string) => fileURLToPath(new URL(`../../node_modules/zod/v4/core/${name}`, import.meta.url));
const MODULES = [zodFile('json-schema-processors.js'), zodFile('to-json-schema.js')];

/** The plugin's module for a file, loaded as Node would load it. */
async function stubOf(file: string): Promise<Record<string, unknown>> {
  const load = zodWithoutJsonSchema().load as (id: string) => Promise<string | null>;
  const source = await load.call({}, file);
  expect(source, file).toEqual(expect.any(String));
  return import(`data:text/javascript,${encodeURIComponent(source as string)}`);
}

describe('zodWithoutJsonSchema', () => {
  it('replaces only the build, and only zod JSON Schema modules', async () => {
    const plugin = zodWithoutJsonSchema();
    expect(plugin.apply).toBe('build');
    const load = plugin.load as (id: string) => Promise<string | null>;
    for (const other of [
      zodFile('schemas.js'),
      zodFile('json-schema-generator.js'),
      '/app/src/json-schema-processors.js',
    ])
      expect(await load.call({}, other)).toBeNull();
    for (const file of MODULES) expect(JSON_SCHEMA_MODULE.test(`${file}?v=1`.split('?')[0] as string)).toBe(true);
  });

  it.each(MODULES)('keeps every export of %s, so zod still links', async (file) => {
    const original = await import(pathToFileURL(file).href);
    const stub = await stubOf(file);
    expect(Object.keys(stub).sort()).toEqual(Object.keys(original).sort());
  });

  it('throws a named error when JSON Schema is asked for', async () => {
    const processors = await stubOf(MODULES[0] as string);
    const methods = await stubOf(MODULES[1] as string);
    expect(() => (processors.toJSONSchema as (s: unknown) => unknown)({})).toThrow(UNAVAILABLE);
    expect(() => (processors.stringProcessor as () => unknown)()).toThrow(UNAVAILABLE);
    // zod builds these methods when a schema's `~standard` is read: building must not throw, calling must.
    for (const factory of ['createToJSONSchemaMethod', 'createStandardJSONSchemaMethod']) {
      const method = (methods[factory] as (...a: unknown[]) => () => unknown)({}, 'input');
      expect(method).toEqual(expect.any(Function));
      expect(() => method()).toThrow(UNAVAILABLE);
    }
  });

  it('refuses an export name it could not write', () => {
    expect(stubSource(['ok', 'x$1'])).toContain('export const x$1 = unavailable;');
    expect(() => stubSource(['not-a-name'])).toThrow(/unexpected export name/);
  });
});
