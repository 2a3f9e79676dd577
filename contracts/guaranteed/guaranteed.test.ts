import { describe, expect, it } from 'vitest';
import { schemaPaths } from '../core/schema-paths';
import { endpointById, endpoints } from '../index';
import { AUDIT, GUARANTEED } from './index';

describe('guaranteed fields', () => {
  it('name only registered endpoints', () => {
    expect(Object.keys(AUDIT).filter((id) => !endpointById(id))).toEqual([]);
  });
  it('name only fields the strict contract has (a typo would silently loosen nothing)', () => {
    const unknown = endpoints.flatMap((e) => {
      const known = new Set(schemaPaths(e.data).map((p) => p.path));
      return (GUARANTEED[e.id] ?? []).filter((p) => !known.has(p)).map((p) => `${e.id}: ${p}`);
    });
    expect(unknown).toEqual([]);
  });
  it('never guarantee a field the strict contract itself calls optional', () => {
    const optional = endpoints.flatMap((e) => {
      const opt = new Set(
        schemaPaths(e.data)
          .filter((p) => p.optional)
          .map((p) => p.path),
      );
      return (GUARANTEED[e.id] ?? []).filter((p) => opt.has(p)).map((p) => `${e.id}: ${p}`);
    });
    expect(optional).toEqual([]);
  });
  it('cover every endpoint that returns data', () => {
    const missing = endpoints.filter((e) => schemaPaths(e.data).length > 0 && !AUDIT[e.id]).map((e) => e.id);
    expect(missing).toEqual([]);
  });
});

describe('contracts/AUDIT.md', () => {
  it('is the current rendering of the guaranteed lists (npm run contracts:audit)', async () => {
    const { readFileSync } = await import('node:fs');
    const { auditMarkdown } = await import('./audit-markdown');
    expect(readFileSync(new URL('../AUDIT.md', import.meta.url), 'utf8')).toBe(auditMarkdown());
  });
});
