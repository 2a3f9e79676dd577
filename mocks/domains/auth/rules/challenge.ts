/**
 * The d0878 sign-in message (docs/backend/sign-in.md#message-d0878), byte for byte: lines joined by "\n" with no
 * trailing newline, full-width colons, a 12-digit nonce, the 邀请码 line only when an inviter is given.
 */
export const CHALLENGE_TTL_MS = 30 * 60_000;

/** RFC 3339 in +08:00, as the backend prints it: 2025-01-01T12:00:00+08:00. */
export function rfc3339Cst(ms: number): string {
  const d = new Date(ms + 8 * 3600_000);
  return `${d.toISOString().slice(0, 19)}+08:00`;
}

export function randomDigits(n: number): string {
  const buf = new Uint8Array(n);
  globalThis.crypto.getRandomValues(buf);
  return Array.from(buf, (b) => String(b % 10)).join('');
}

export interface ChallengeParts {
  domain: string;
  address: string;
  nonce: string;
  inviteAddress: string;
  issuedAt: number;
}

export function buildChallenge(p: ChallengeParts): string {
  const lines = [
    `${p.domain}想要您使用该地址进行签名：`,
    p.address.toLowerCase(),
    '',
    `请签名此消息以验证您对该地址的控制权，并接受我们的服务条款：https://${p.domain}/tos`,
    `和隐私政策：https://${p.domain}/privacy-policy`,
    '',
    `网站：https://${p.domain}`,
    '版本：1',
    `随机数：${p.nonce}`,
    ...(p.inviteAddress.trim() ? [`邀请码：${p.inviteAddress}`] : []),
    `签发时间：${rfc3339Cst(p.issuedAt)}`,
    `过期时间：${rfc3339Cst(p.issuedAt + CHALLENGE_TTL_MS)}`,
  ];
  return lines.join('\n');
}

/** The inviter the backend reads back from the signed text ("" when the line is absent). */
export function inviterOf(content: string): string {
  const line = content.split('\n').find((l) => l.startsWith('邀请码：'));
  return line ? line.slice('邀请码：'.length).trim().toLowerCase() : '';
}
