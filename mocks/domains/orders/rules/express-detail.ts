import { ExpressDetail } from '@contracts/orders';

/** AesUtils payload magic (docs/backend/endpoints.md#express-payload). */
export const EXPRESS_DETAIL_MAGIC = 0xabcd1234;

function fromBase64(text: string): Uint8Array | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined;
  try {
    return Uint8Array.from(atob(text), (c) => c.charCodeAt(0));
    // Stryker disable next-line BlockStatement: the catch already answers undefined, as an empty one would
  } catch {
    return undefined;
  }
}

function toBase64(bytes: Uint8Array): string {
  let s = '';
  for (const b of bytes) s += String.fromCharCode(b);
  return btoa(s);
}

/**
 * Base64( magic u32 | key length u32 | body length u32 | key | 16-byte IV | AES-CBC body, PKCS#7 ),
 * big-endian lengths. Anything that is not that format is used as-is, as AesUtils.decode does.
 */
async function unwrap(detail: string): Promise<string> {
  const bytes = fromBase64(detail.trim());
  // Stryker disable next-line EqualityOperator: a 12-byte payload (`<=`) has no room for key, IV or body, so the length check below returns `detail` too
  if (!bytes || bytes.length < 12) return detail;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (view.getUint32(0) !== EXPRESS_DETAIL_MAGIC) return detail;
  const keyLen = view.getUint32(4);
  const bodyLen = view.getUint32(8);
  if (![16, 24, 32].includes(keyLen) || bytes.length < 12 + keyLen + 16 + bodyLen) return detail;
  const key = bytes.slice(12, 12 + keyLen);
  const iv = bytes.slice(12 + keyLen, 28 + keyLen);
  const body = bytes.slice(28 + keyLen, 28 + keyLen + bodyLen);
  try {
    const k = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['decrypt']);
    return new TextDecoder().decode(await crypto.subtle.decrypt({ name: 'AES-CBC', iv }, k, body));
    // Stryker disable next-line BlockStatement: an empty catch yields undefined, which JSON.parse rejects just as it rejects the undecodable `detail`
  } catch {
    return detail;
  }
}

/** The ship-to JSON of an ExpressNFT `detail`, or undefined when it is not one. */
export async function decodeExpressDetail(detail: string): Promise<ExpressDetail | undefined> {
  const text = await unwrap(detail);
  let raw: unknown;
  try {
    raw = JSON.parse(text);
    // Stryker disable next-line BlockStatement: an empty catch leaves raw undefined, which safeParse rejects: undefined either way
  } catch {
    return undefined;
  }
  const parsed = ExpressDetail.partial({ note: true }).safeParse(raw);
  if (!parsed.success) return undefined;
  return { ...parsed.data, note: parsed.data.note ?? '' };
}

/** The same format, for tests and seeds (the app has its own encoder in src/features/deliveries). */
export async function encodeExpressDetail(detail: ExpressDetail): Promise<string> {
  const key = crypto.getRandomValues(new Uint8Array(16));
  const iv = crypto.getRandomValues(new Uint8Array(16));
  const k = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const body = new Uint8Array(
    await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, k, new TextEncoder().encode(JSON.stringify(detail))),
  );
  const out = new Uint8Array(12 + 16 + 16 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, EXPRESS_DETAIL_MAGIC);
  view.setUint32(4, 16);
  view.setUint32(8, body.length);
  out.set(key, 12);
  out.set(iv, 28);
  out.set(body, 44);
  return toBase64(out);
}
