import { describe, expect, it } from 'vitest';
import { gateTarget } from './nav-gate';

const APP = 'https://mall.example.com';
const opts = {
  appOrigin: APP,
  externalHosts: ['bscscan.com'],
  isAppPath: (p: string) => p === '/' || p.startsWith('/goods/') || p === '/orders',
};

describe('gateTarget: the one navigation gate', () => {
  it.each([
    ['/goods/7?x=1#top', { kind: 'route', to: '/goods/7?x=1#top' }],
    ['  /orders  ', { kind: 'route', to: '/orders' }],
    [`${APP}/goods/3?invitor_address=0x1`, { kind: 'route', to: '/goods/3?invitor_address=0x1' }],
    ['https://bscscan.com/tx/0xabc', { kind: 'external', href: 'https://bscscan.com/tx/0xabc' }],
  ])('lets %s through', (target, result) => {
    expect(gateTarget(target, opts)).toEqual(result);
  });

  it.each([
    '//evil.example',
    '//evil.example/goods/1',
    '/\\evil.example',
    '\\\\evil.example',
    '/%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/goods/%2F%2Fevil.example',
    '/goods/..%5C..%5Cevil',
    '%2F%2Fevil.example',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    ' javascript:alert(1)',
    'java\tscript:alert(1)',
    'java\nscript:alert(1)',
    '\u0000javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:text/html;base64,PHNjcmlwdD4=',
    'vbscript:msgbox(1)',
    'https://evil.example',
    'HTTPS://EVIL.EXAMPLE/goods/1',
    'http://bscscan.com/tx/1',
    'https://user:pw@bscscan.com/',
    'https://bscscan.com.evil.example/',
    `${APP}.evil.example/goods/1`,
    '/\t/evil.example',
    '/admin',
    '',
    '   ',
  ])('refuses %j', (target) => {
    expect(gateTarget(target, opts)).toEqual({ kind: 'none' });
  });

  it('refuses anything that is not a string', () => {
    for (const t of [null, undefined, 42, { href: '/orders' }, ['/orders']]) {
      expect(gateTarget(t, opts)).toEqual({ kind: 'none' });
    }
  });

  it('allows no external host unless asked, and any same-app path without a route check', () => {
    expect(gateTarget('https://bscscan.com/tx/1')).toEqual({ kind: 'none' });
    expect(gateTarget('/anything/here')).toEqual({ kind: 'route', to: '/anything/here' });
  });
});
