import { describe, expect, it } from 'vitest';
import { InvalidFrameError } from '../../frame/pixels';
import { blankGrey, invertGrey, pasteGrey, qrGrey, toFrame } from '../../testing/qr-fixtures';
import { loadNodeZxing } from '../../testing/zxing-node';
import { loadZxingDetector } from './zxing-detector';

describe('ZXing (WebAssembly) detector', () => {
  it('reads normal and inverted codes and returns the four corners in the frame', async () => {
    const d = await loadNodeZxing();
    expect(d.engine).toBe('zxing');
    const code = qrGrey('https://mall.example/goods/42', { moduleSize: 4 });
    const frame = (v: number, c: typeof code) => toFrame(pasteGrey(blankGrey(300, 300, v), c, 40, 50));
    const normal = await d.detect(frame(200, code));
    expect(normal?.text).toBe('https://mall.example/goods/42');
    // Corners of the symbol (inside the 4-module quiet zone), clockwise from top-left.
    const [tl, , br] = normal!.corners;
    expect(tl.x).toBeCloseTo(40 + 16, -1);
    expect(tl.y).toBeCloseTo(50 + 16, -1);
    expect(br.x).toBeGreaterThan(tl.x + 80);
    expect((await d.detect(frame(40, invertGrey(code))))?.text).toBe('https://mall.example/goods/42');
  });

  it('returns null without a code and rejects malformed frames', async () => {
    const d = await loadNodeZxing();
    expect(await d.detect(toFrame(blankGrey(64, 64, 128)))).toBeNull();
    await expect(d.detect({ data: new Uint8ClampedArray(5), width: 2, height: 2 })).rejects.toBeInstanceOf(
      InvalidFrameError,
    );
  });

  it('rejects while loading when the WebAssembly is not there, so the next decoder can be tried', async () => {
    await expect(loadZxingDetector({ wasmBinary: new Uint8Array([0, 97, 115, 109]).buffer })).rejects.toBeTruthy();
    // A good module afterwards still loads (the failed one is not cached).
    expect((await loadNodeZxing()).engine).toBe('zxing');
  });
});
