import { describe, expect, it } from 'vitest';
import { decodeExpressDetail, EXPRESS_DETAIL_MAGIC, encodeExpressDetail } from './rules/express-detail';

const shipTo = { name: '李娜', phone: '+8615900001111', detail: '上海市 浦东新区 世纪大道 100 号', note: '' };

const toB64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Builds an AesUtils payload by hand so each header field can be set or falsified independently. */
async function payload(opts: { keyLen?: number; claimBody?: (n: number) => number; magic?: number } = {}) {
  const keyLen = opts.keyLen ?? 16;
  const key = new Uint8Array(keyLen).map((_, i) => i + 1);
  const iv = new Uint8Array(16).map((_, i) => 200 - i);
  const k = await crypto.subtle.importKey('raw', key, { name: 'AES-CBC' }, false, ['encrypt']);
  const plain = new TextEncoder().encode(JSON.stringify(shipTo));
  const body = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-CBC', iv }, k, plain));
  const out = new Uint8Array(12 + keyLen + 16 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, opts.magic ?? EXPRESS_DETAIL_MAGIC);
  view.setUint32(4, keyLen);
  view.setUint32(8, opts.claimBody ? opts.claimBody(body.length) : body.length);
  out.set(key, 12);
  out.set(iv, 12 + keyLen);
  out.set(body, 28 + keyLen);
  return out;
}

describe('ExpressNFT detail decoding rules', () => {
  it.each([16, 24, 32])('decodes an AES-%i key payload whose body exactly fills the bytes', async (bits) => {
    expect(await decodeExpressDetail(toB64(await payload({ keyLen: bits })))).toEqual(shipTo);
  });

  it('tolerates surrounding whitespace around the Base64 text', async () => {
    expect(await decodeExpressDetail(`  ${toB64(await payload())}\n`)).toEqual(shipTo);
  });

  it('does not decode a payload that claims more body than it carries', async () => {
    const short = await payload({ claimBody: (n) => n + 1 });
    expect(await decodeExpressDetail(toB64(short))).toBeUndefined();
  });

  it('still decodes when the claimed body is followed by spare bytes', async () => {
    const p = await payload();
    const padded = new Uint8Array(p.length + 3);
    padded.set(p);
    expect(await decodeExpressDetail(toB64(padded))).toEqual(shipTo);
  });

  it('does not decode a payload with another magic number', async () => {
    expect(await decodeExpressDetail(toB64(await payload({ magic: EXPRESS_DETAIL_MAGIC + 1 })))).toBeUndefined();
  });

  it('does not decode a payload whose key length is not an AES size', async () => {
    const p = await payload({ keyLen: 16 });
    new DataView(p.buffer).setUint32(4, 8);
    expect(await decodeExpressDetail(toB64(p))).toBeUndefined();
  });

  it('treats Base64 without its padding or with inner spaces as plain text', async () => {
    const p = await payload();
    // One spare byte past a whole number of 3-byte groups, so the encoding ends in "==".
    const spare = new Uint8Array(p.length + 1 + ((3 - (p.length % 3)) % 3));
    spare.set(p);
    const text = toB64(spare);
    expect(text.endsWith('==')).toBe(true);
    expect(await decodeExpressDetail(text)).toEqual(shipTo);
    expect(await decodeExpressDetail(text.replace(/=+$/, ''))).toBeUndefined();
    expect(await decodeExpressDetail(`${text.slice(0, 8)} ${text.slice(8)}`)).toBeUndefined();
  });

  it('answers undefined for a Base64 text too short to hold the header, without throwing', async () => {
    const tiny = new Uint8Array(8);
    new DataView(tiny.buffer).setUint32(0, EXPRESS_DETAIL_MAGIC);
    await expect(decodeExpressDetail(toB64(tiny))).resolves.toBeUndefined();
  });

  it('answers undefined when the body does not decrypt with the enclosed key', async () => {
    const p = await payload();
    p[12] = (p[12] as number) ^ 0xff;
    expect(await decodeExpressDetail(toB64(p))).toBeUndefined();
  });

  it('keeps a given note and requires the other ship-to fields', async () => {
    const full = { ...shipTo, note: '放门口' };
    expect(await decodeExpressDetail(JSON.stringify(full))).toEqual(full);
    const { phone: _p, ...noPhone } = shipTo;
    expect(await decodeExpressDetail(JSON.stringify(noPhone))).toBeUndefined();
  });
});

const sample = { name: '张伟', phone: '+8613812345678', detail: '广东省 深圳市 南山区 科技园', note: '放门口' };

describe('ExpressNFT detail (AesUtils format)', () => {
  it('round-trips through AES-CBC with the key inside the payload', async () => {
    const encoded = await encodeExpressDetail(sample);
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new DataView(bytes.buffer).getUint32(0)).toBe(EXPRESS_DETAIL_MAGIC);
    expect(encoded).not.toContain('张伟');
    expect(await decodeExpressDetail(encoded)).toEqual(sample);
  });

  it('uses a plain JSON string as-is and fills a missing note', async () => {
    const { note: _n, ...noNote } = sample;
    expect(await decodeExpressDetail(JSON.stringify(noNote))).toEqual({ ...noNote, note: '' });
  });

  it('answers undefined for text that is neither', async () => {
    expect(await decodeExpressDetail('hello')).toBeUndefined();
    expect(await decodeExpressDetail(btoa('not the magic at all'))).toBeUndefined();
    expect(await decodeExpressDetail(JSON.stringify({ name: 1 }))).toBeUndefined();
  });
});
