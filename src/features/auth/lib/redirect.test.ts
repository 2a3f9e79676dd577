import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect';

describe('login redirect', () => {
  it('returns to an in-app path with its query', () => {
    expect(redirectTarget('/orders?status=1')).toBe('/orders?status=1');
  });
  it('refuses other origins, scripts and loops to /login', () => {
    for (const bad of [
      'https://evil.example',
      '//evil.example/x',
      'javascript:alert(1)',
      '/login?redirect=/x',
      null,
      // Encoded or whitespace variants that some routers and servers turn back into "//evil".
      '/%2F%2Fevil.example',
      '/\t/evil.example',
      ' //evil.example',
    ]) {
      expect(redirectTarget(bad)).toBe('/');
    }
  });
});
