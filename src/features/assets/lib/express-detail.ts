/**
 * The ship-to payload of expressNFT in the real backend's AesUtils format (docs/backend/endpoints.md#express-payload):
 * Base64( magic 0xABCD1234 | key length | body length | 16-byte key | 16-byte IV | AES-CBC body ),
 * big-endian u32 lengths, PKCS#7 padding (WebCrypto's default). The key travels inside the payload,
 * so this hides the address from casual chain readers only.
 */
export interface ShipTo {
  name: string;
  phone: string;
  detail: string;
  note: string;
}

export async function encodeShipTo(
  shipTo: ShipTo,
  random: (n: number) => Uint8Array = (n) => crypto.getRandomValues(new Uint8Array(n)),
): Promise<string> {
  const key = random(16);
  const iv = random(16);
  const k = await crypto.subtle.importKey('raw', key as BufferSource, { name: 'AES-CBC' }, false, ['encrypt']);
  const body = new Uint8Array(
    await crypto.subtle.encrypt(
      { name: 'AES-CBC', iv: iv as BufferSource },
      k,
      new TextEncoder().encode(JSON.stringify(shipTo)),
    ),
  );
  const out = new Uint8Array(44 + body.length);
  const view = new DataView(out.buffer);
  view.setUint32(0, 0xabcd1234);
  view.setUint32(4, 16);
  view.setUint32(8, body.length);
  out.set(key, 12);
  out.set(iv, 28);
  out.set(body, 44);
  let s = '';
  for (const b of out) s += String.fromCharCode(b);
  return btoa(s);
}
