// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearUser,
  getJson,
  getLang,
  getToken,
  onTokenChange,
  STORAGE_KEYS,
  session,
  setItem,
  setJson,
  setLang,
  setToken,
} from './storage';

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('storage', () => {
  it('uses the spec keys', () => {
    expect(Object.values(STORAGE_KEYS).sort()).toEqual(
      ['auth_user', 'chain_info', 'invitor_address', 'invitor_tokenId', 'mall_lang', 'mall_token', 'user_type'].sort(),
    );
    setToken('t1');
    expect(localStorage.getItem('mall_token')).toBe('t1');
  });
  it('defaults the language to zh and keeps en', () => {
    expect(getLang()).toBe('zh');
    setLang('en');
    expect(localStorage.getItem('mall_lang')).toBe('en');
    expect(getLang()).toBe('en');
  });
  it('logout clears every user key but keeps the language', () => {
    setToken('t');
    setJson('authUser', { address: '0x1' });
    setItem('invitorAddress', '0xabc');
    setItem('invitorTokenId', '5');
    setItem('chainInfo', '{}');
    setItem('userType', '1');
    setLang('en');
    clearUser();
    expect(getToken()).toBeNull();
    expect(localStorage.length).toBe(1);
    expect(getLang()).toBe('en');
  });
  it('reads broken JSON as null instead of throwing', () => {
    localStorage.setItem('auth_user', '{oops');
    expect(getJson('authUser')).toBeNull();
  });
  it('keeps session values per tab', () => {
    session.set('pay:1', '0xabc');
    expect(session.get('pay:1')).toBe('0xabc');
    session.set('pay:1', null);
    expect(session.get('pay:1')).toBeNull();
  });
  it('tells subscribers when the token changes, until they unsubscribe', () => {
    const fn = vi.fn();
    const off = onTokenChange(fn);
    setToken('abc');
    clearUser();
    expect(fn).toHaveBeenCalledTimes(2);
    off();
    setToken('def');
    expect(fn).toHaveBeenCalledTimes(2);
  });
});
