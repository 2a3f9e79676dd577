/**
 * Reads the backend's sign-in message before the wallet signs it (docs/backend/sign-in.md). A phishing proxy can
 * relay our real backend's message for another site, or a stale one; the shopper's wallet would sign
 * whatever it is handed, so the app refuses a message that is not for this site, this address, now, and
 * the inviter the shopper came with.
 *
 * Two formats exist: 3eb9b08 (ASCII ": " colons, trailing "\n", 邀请地址 line always present, maybe empty)
 * and d0878b06 (full-width "：", no trailing newline, 邀请码 line only with an inviter).
 */
export interface SignInMessage {
  format: '3eb9b08' | 'd0878b06';
  domain: string;
  address: string;
  /** Hosts named by the URL lines (tos, privacy policy, website): all must be `domain`. */
  linkHosts: string[];
  nonce: string;
  /** Lower-cased inviter address, '' when none. */
  inviter: string;
  issuedAt: number;
  expiresAt: number;
}

const FIRST_3EB = /^(\S+) 想要您使用以太坊账户签名（签名不会消耗Gas费用）: $/;
const FIRST_D08 = /^(\S+?)想要您使用该地址进行签名：$/;
const ADDRESS = /^0x[0-9a-f]{40}$/;
const RFC3339 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})$/;

/** The value after a "label: " / "label：" prefix on any line, or null when no line has it. */
function field(lines: string[], labels: string[]): string | null {
  for (const line of lines) {
    for (const label of labels) {
      for (const colon of [': ', '：']) {
        if (line.startsWith(label + colon)) return line.slice(label.length + colon.length).trim();
      }
    }
  }
  return null;
}

function time(value: string | null): number {
  if (!value || !RFC3339.test(value)) return Number.NaN;
  return Date.parse(value);
}

function hostOf(url: string): string | null {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' ? u.host.toLowerCase() : null;
  } catch {
    return null;
  }
}

/** The message's parts, or null when the text is in neither known format. */
export function parseSignInMessage(text: string): SignInMessage | null {
  const lines = text.replace(/\n$/, '').split('\n');
  const first = lines[0] ?? '';
  const m3 = FIRST_3EB.exec(first);
  const m0 = m3 ? null : FIRST_D08.exec(first);
  const domain = (m3?.[1] ?? m0?.[1])?.toLowerCase();
  if (!domain) return null;
  const address = (lines[1] ?? '').trim().toLowerCase();
  if (!ADDRESS.test(address)) return null;
  const urls = lines.flatMap((l) => [...l.matchAll(/https?:\/\/[^\s：]+/g)].map((x) => x[0]));
  const nonce = field(lines, ['随机数']) ?? '';
  const inviter = (field(lines, ['邀请地址', '邀请码']) ?? '').toLowerCase();
  const issuedAt = time(field(lines, ['签发时间']));
  const expiresAt = time(field(lines, ['过期时间']));
  if (!nonce || Number.isNaN(issuedAt) || Number.isNaN(expiresAt)) return null;
  return {
    format: m3 ? '3eb9b08' : 'd0878b06',
    domain,
    address,
    linkHosts: urls.map((u) => hostOf(u) ?? `(not https) ${u}`),
    nonce,
    inviter,
    issuedAt,
    expiresAt,
  };
}

export type MessageProblem = 'unreadable' | 'domain' | 'address' | 'issued' | 'expired' | 'inviter';

export interface Expected {
  /** This site's host (location.host, or VITE_SIWE_DOMAIN where the API's domain differs). */
  domain: string;
  address: string;
  /** The inviter the shopper came with ('' for none). */
  inviter: string;
  now: number;
}

/** How far the message's issue time may be from our clock: device clocks drift, networks are slow. */
export const CLOCK_TOLERANCE_MS = 5 * 60_000;

/** The first reason to refuse signing, or null when the message is the one we asked for. */
export function checkSignInMessage(text: string, want: Expected): MessageProblem | null {
  const msg = parseSignInMessage(text);
  if (!msg) return 'unreadable';
  const domain = want.domain.toLowerCase();
  if (msg.domain !== domain || msg.linkHosts.some((h) => h !== domain)) return 'domain';
  if (msg.address !== want.address.toLowerCase()) return 'address';
  if (Math.abs(msg.issuedAt - want.now) > CLOCK_TOLERANCE_MS || msg.expiresAt < msg.issuedAt) return 'issued';
  if (msg.expiresAt <= want.now) return 'expired';
  if (msg.inviter !== want.inviter.toLowerCase()) return 'inviter';
  return null;
}
