import { type ParityRow, withArgs } from './row';

/**
 * Sign-in (docs/backend/codes.md, docs/backend/sign-in.md, docs/backend/rules.md#r26-invites,
 * docs/backend/rules.md#r27-challenge): the d0878 address-keyed login the mock follows, and the older one it does not.
 */
export const AUTH_ROWS: readonly ParityRow[] = [
  {
    id: 'login.bad-checksum',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r27-challenge',
    endpoint: 'auth.login',
    situation: 'a mixed-case address with a wrong EIP-55 checksum',
    code: 1,
    zh: '地址格式错误',
    en: 'Invalid address format',
  },
  {
    id: 'login.no-challenge',
    source: 'docs/backend/codes.md#hard-coded-texts, docs/backend/rules.md#r27-challenge',
    endpoint: 'auth.login',
    situation: 'no challenge was issued (or it expired, or was used)',
    ...withArgs('签名原文已过期'),
  },
  {
    id: 'login.wrong-signer',
    source: 'docs/backend/codes.md#hard-coded-texts',
    endpoint: 'auth.login',
    situation: 'the challenge signed by another key',
    ...withArgs('签名校验失败'),
  },
  {
    id: 'login.unregistered-inviter',
    source: 'docs/backend/codes.md#code-table, docs/backend/rules.md#r26-invites',
    endpoint: 'auth.login',
    situation: 'a new user invited by an address that is not registered',
    code: 1,
    zh: '邀请地址不合法',
    en: 'Invalid referral address',
  },
  {
    id: 'login.3eb9b08-texts',
    source: 'docs/backend/codes.md#code-table, docs/backend/sign-in.md#message-3eb9b08',
    endpoint: 'auth.login (version 3eb9b08)',
    situation: 'the older nonce-keyed login’s signature refusals (签名原文不合法, 签名已过期…)',
    code: 1,
    zh: '签名验证失败',
    en: 'Signature verification failed',
    notProduced: 'the mock follows the address-keyed login of d0878 (hard-coded texts, rows login.*)',
  },
];
