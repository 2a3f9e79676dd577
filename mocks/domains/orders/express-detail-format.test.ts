import { describe, expect, it } from 'vitest';
import { decodeExpressDetail, EXPRESS_DETAIL_MAGIC, encodeExpressDetail } from './rules/express-detail';

const shipTo = { name: '张伟', phone: '+8613812345678', detail: '广东省 深圳市 南山区 科技园', note: '放门口' };

describe('ExpressNFT detail (AesUtils format)', () => {
  it('round-trips through AES-CBC with the key inside the payload', async () => {
    const encoded = await encodeExpressDetail(shipTo);
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    expect(new DataView(bytes.buffer).getUint32(0)).toBe(EXPRESS_DETAIL_MAGIC);
    expect(encoded).not.toContain('张伟');
    expect(await decodeExpressDetail(encoded)).toEqual(shipTo);
  });

  it('uses a plain JSON string as-is and fills a missing note', async () => {
    const { note: _n, ...noNote } = shipTo;
    expect(await decodeExpressDetail(JSON.stringify(noNote))).toEqual({ ...noNote, note: '' });
  });

  it('answers undefined for text that is neither', async () => {
    expect(await decodeExpressDetail('hello')).toBeUndefined();
    expect(await decodeExpressDetail(btoa('not the magic at all'))).toBeUndefined();
    expect(await decodeExpressDetail(JSON.stringify({ name: 1 }))).toBeUndefined();
  });
});
