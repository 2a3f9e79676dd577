import { describe, expect, it } from 'vitest';
import { codeOf, langOf, msg } from './messages';

describe('real message table', () => {
  it('keeps the real quirks', () => {
    expect(msg('success', 'hk')).toBe('成功hk');
    expect(msg('account_frozen', 'zh')).toBe('=您的账号已被冻结，请联系客服处理');
    expect(msg('account_frozen', 'hk')).toBe(msg('account_frozen', 'zh'));
    expect(msg('failure', 'hk')).toBe('失敗');
  });
  it('fills {0} and carries the code', () => {
    expect(msg('invalid_parameter_with_args', 'en', 'x')).toBe('Invalid parameter: x. Please check your input');
    expect(codeOf('not_logged_in')).toBe(301);
    expect(codeOf('too_many_requests_plz_try_again_later')).toBe(2);
  });
});

describe('language of a request', () => {
  const req = (url: string, headers: Record<string, string> = {}) => new Request(`http://x${url}`, { headers });
  it('prefers ?lang, then the lang header, then Accept-Language, exact values only', () => {
    expect(langOf(req('/?lang=en', { lang: 'hk' }))).toBe('en');
    expect(langOf(req('/', { lang: 'hk', 'accept-language': 'en' }))).toBe('hk');
    expect(langOf(req('/', { 'accept-language': 'en' }))).toBe('en');
    expect(langOf(req('/', { 'accept-language': 'en-US' }))).toBe('zh');
    expect(langOf(req('/', { 'accept-language': 'zh-CN,zh;q=0.9' }))).toBe('zh');
    expect(langOf(req('/'))).toBe('zh');
  });
});
