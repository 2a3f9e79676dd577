import type { z } from 'zod';

/**
 * Turns zod issues into the one-line field list the mock answers with, e.g.
 * `num: expected number ≤ 50; skuId: required`. Short, names every bad field, never a stack.
 */
export function describeIssues(issues: readonly z.core.$ZodIssue[], raw: unknown, root: string, prefix = ''): string {
  const parts = issues.map((issue) => {
    // A field that is simply absent reads "required", whatever schema (union, literal...) it failed.
    const missing =
      issue.path.length > 0 && valueAt(raw, issue.path) === undefined && issue.code !== 'unrecognized_keys';
    return `${prefix}${pathOf(issue.path, root)}: ${missing ? 'required' : describeIssue(issue)}`;
  });
  return [...new Set(parts)].join('; ');
}

function valueAt(raw: unknown, path: readonly PropertyKey[]): unknown {
  let v = raw;
  for (const key of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<PropertyKey, unknown>)[key];
  }
  return v;
}

function pathOf(path: readonly PropertyKey[], root: string): string {
  if (path.length === 0) return root;
  return path.reduce<string>((acc, key, i) => {
    if (typeof key === 'number') return `${acc}[${key}]`;
    return i === 0 ? String(key) : `${acc}.${String(key)}`;
  }, '');
}

function bound(issue: { inclusive?: boolean }, incl: string, excl: string): string {
  return issue.inclusive === false ? excl : incl;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      return /received undefined/.test(issue.message) ? 'required' : `expected ${issue.expected}`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `at most ${max} items`;
      return `expected ${issue.origin} ${bound(issue, '≤', '<')} ${max}`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') return min === '1' ? 'must not be empty' : `at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `at least ${min} items`;
      return `expected ${issue.origin} ${bound(issue, '≥', '>')} ${min}`;
    }
    case 'invalid_value':
      return `expected one of ${issue.values.map((v) => JSON.stringify(v)).join(', ')}`;
    case 'unrecognized_keys':
      return `unknown field(s) ${issue.keys.join(', ')}`;
    case 'invalid_union': {
      // Each branch failed on its own terms; say what any of them would have accepted.
      const branches = [
        ...new Set(issue.errors.map((branch) => (branch[0] ? describeIssue(branch[0]) : 'invalid value'))),
      ];
      return branches.join(' or ') || 'invalid value';
    }
    default:
      return issue.message;
  }
}

/** GET input: the query string as an object; repeated keys become arrays; `__x` control params dropped. */
export function queryObject(url: URL): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {};
  for (const [key, value] of url.searchParams) {
    if (key.startsWith('__')) continue;
    const prev = out[key];
    out[key] = prev === undefined ? value : Array.isArray(prev) ? [...prev, value] : [prev, value];
  }
  return out;
}

/** Header input: for an object schema, read each declared key case-insensitively. */
export function headerObject(headers: Headers, schema: z.ZodType): Record<string, string> {
  const shape = (schema as unknown as { shape?: Record<string, unknown> }).shape;
  const out: Record<string, string> = {};
  if (shape) {
    for (const key of Object.keys(shape)) {
      const v = headers.get(key);
      if (v !== null) out[key] = v;
    }
    return out;
  }
  headers.forEach((v, k) => {
    out[k] = v;
  });
  return out;
}
