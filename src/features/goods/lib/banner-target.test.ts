import { describe, expect, it } from 'vitest';
import { resolveBannerTarget } from './banner-target';

describe('resolveBannerTarget', () => {
  it('opens in-app routes', () => {
    expect(resolveBannerTarget('/goods/123')).toEqual({ kind: 'route', to: '/goods/123' });
  });
  it('opens allow-listed https URLs only', () => {
    expect(resolveBannerTarget('https://mainnet.bityuan.com/tx/1')).toEqual({
      kind: 'external',
      href: 'https://mainnet.bityuan.com/tx/1',
    });
    expect(resolveBannerTarget('https://evil.example.com/')).toEqual({ kind: 'none' });
    expect(resolveBannerTarget('https://user:pw@mainnet.bityuan.com/')).toEqual({ kind: 'none' });
  });
  it.each([
    'javascript:alert(1)',
    'http://mainnet.bityuan.com/',
    '//evil.example.com',
    '/\\evil',
    '',
    'data:text/html,x',
  ])('ignores %j', (t) => {
    expect(resolveBannerTarget(t).kind).toBe('none');
  });
  it('ignores a target that arrived as JSON (serialisation quirk)', () => {
    expect(resolveBannerTarget({ url: '/x' })).toEqual({ kind: 'none' });
  });
});

describe('banner targets go through the one navigation gate', () => {
  it.each(['/%2F%2Fevil.example', '/\t/evil.example', '/goods/..%5C..%5Cevil', '\u0000/goods/1'])(
    'ignores %j',
    (target) => {
      expect(resolveBannerTarget(target)).toEqual({ kind: 'none' });
    },
  );
});
