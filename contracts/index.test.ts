import { describe, expect, it } from 'vitest';
import { endpointById, endpoints } from './index';

describe('endpoint registry', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(endpoints.map((e) => e.id)).size).toBe(endpoints.length);
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });
  it('ids read <domain>.<verb> and look up', () => {
    for (const e of endpoints) {
      expect(e.id).toMatch(/^[a-z][a-zA-Z]*\.[a-z][a-zA-Z0-9]*$/);
      expect(endpointById(e.id)).toBe(e);
    }
    expect(endpointById('nope.nope')).toBeUndefined();
  });
  it('holds the login endpoints of the d0878 backend', () => {
    expect(endpointById('auth.content')).toMatchObject({ method: 'GET', path: '/api/v/access/content', auth: 'none' });
    expect(endpointById('auth.logout')).toMatchObject({ method: 'GET', auth: 'required' });
  });
});
