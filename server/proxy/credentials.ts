import { AuthToken, Signature } from '@contracts/auth';
import { endpoints } from '@contracts/index';

/** What the walk reads of a zod schema (server/ does not import zod itself). */
type Schema = { _zod: { def: Record<string, unknown> & { type: string } } };

/**
 * Which names carry a credential in a recording (server/proxy/redact.ts): a header, a query parameter or a
 * JSON field is one when its name says so, or when the contracts type it as one.
 *
 * By name: the name split into words (`operation-password`, `accessToken`, `api_key`, `X-Auth-Token`) holds
 * one of CREDENTIAL_WORDS. Over-redaction is the safe side: a field named `token` that holds a token id
 * gets a placeholder of the same digits too.
 */
const CREDENTIAL_WORDS = new Set([
  'authorization',
  'token',
  'password',
  'passwd',
  'pwd',
  'secret',
  'signature',
  'sig',
  'key',
  'apikey',
  'credential',
  'credentials',
  'cookie',
  'session',
  'sessionid',
  'otp',
  'pin',
  'mnemonic',
  'privatekey',
]);

/** `operation-password` -> [operation, password]; `accessToken` -> [access, token]; `APIKey` -> [api, key]. */
export function nameWords(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

let fromContracts: Set<string> | undefined;

/** Field names the contracts type as a session token or a signature, and every endpoint's extra headers. */
export function contractCredentialNames(): Set<string> {
  if (fromContracts) return fromContracts;
  const names = new Set<string>();
  const walk = (schema: unknown, key: string | null, depth: number) => {
    if (depth > 12) return;
    if (key !== null && (schema === AuthToken || schema === Signature)) names.add(key.toLowerCase());
    const def = (schema as Schema)._zod.def;
    if (def.type === 'object') {
      for (const [k, child] of Object.entries(def.shape as Record<string, unknown>)) walk(child, k, depth + 1);
    } else if (def.type === 'array') walk(def.element, key, depth + 1);
    else if (def.type === 'optional' || def.type === 'nullable') walk(def.innerType, key, depth + 1);
    else if (def.type === 'union') for (const o of def.options as unknown[]) walk(o, key, depth + 1);
  };
  for (const e of endpoints) {
    walk(e.input, null, 0);
    walk(e.data, null, 0);
    if (e.headers) {
      const shape = (e.headers as unknown as Schema)._zod.def.shape as Record<string, unknown> | undefined;
      for (const k of Object.keys(shape ?? {})) names.add(k.toLowerCase());
    }
  }
  fromContracts = names;
  return names;
}

export function isCredentialName(name: string): boolean {
  if (contractCredentialNames().has(name.toLowerCase())) return true;
  const words = nameWords(name);
  return words.some((w) => CREDENTIAL_WORDS.has(w)) || words.join('').endsWith('apikey');
}
