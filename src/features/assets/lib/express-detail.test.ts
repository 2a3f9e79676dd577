import { describe, expect, it } from 'vitest';
import { encodeShipTo } from './express-detail';

const shipTo = { name: '张伟', phone: '13812345678', detail: '广东省 深圳市 南山区 科技园', note: '' };

describe('encodeShipTo (AesUtils format)', () => {
  it('writes the magic, lengths, key and IV, and a body that decrypts back to the JSON', async () => {
    const encoded = await encodeShipTo(shipTo);
    const bytes = Uint8Array.from(atob(encoded), (c) => c.charCodeAt(0));
    const view = new DataView(bytes.buffer);
    expect(view.getUint32(0)).toBe(0xabcd1234);
    expect(view.getUint32(4)).toBe(16);
    const bodyLen = view.getUint32(8);
    expect(bytes.length).toBe(44 + bodyLen);
    expect(bodyLen % 16).toBe(0);
    const key = await crypto.subtle.importKey('raw', bytes.slice(12, 28), { name: 'AES-CBC' }, false, ['decrypt']);
    const plain = await crypto.subtle.decrypt({ name: 'AES-CBC', iv: bytes.slice(28, 44) }, key, bytes.slice(44));
    expect(JSON.parse(new TextDecoder().decode(plain))).toEqual(shipTo);
  });

  it('uses fresh randomness per call', async () => {
    expect(await encodeShipTo(shipTo)).not.toBe(await encodeShipTo(shipTo));
  });
});
