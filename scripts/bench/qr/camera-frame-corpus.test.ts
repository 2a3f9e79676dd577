import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { jsqrDetector } from '@/features/scanner/decode/jsqr/jsqr-detector';
import { answerDecode } from '@/features/scanner/decode/protocol';
import { type GrabMode, grabGeometry } from '@/features/scanner/frame/crop';
import { cropScale } from '@/features/scanner/frame/pixels';
import { loadNodeZxing } from '@/features/scanner/testing/zxing-node';
import type { PixelFrame } from '@/features/scanner/types';
import { type CorpusFrame, cameraFrame, corpus, corpusPhotos, KINDS, VIEW } from './camera-frame-corpus';

const hash = (f: PixelFrame) => createHash('sha1').update(f.data).digest('hex');
/** Exactly what the app hands the worker (decoder-bench.ts does the same). */
function crop(c: CorpusFrame, mode: GrabMode = 'crop') {
  const g = grabGeometry(VIEW, { width: c.frame.width, height: c.frame.height }, mode)!;
  const f = cropScale(c.frame, g.src, g.draw);
  return { id: 1, width: f.width, height: f.height, buffer: f.data.buffer as ArrayBuffer, out: g.out };
}

describe('QR benchmark corpus', () => {
  it('is seeded: the same frame twice, another seed another frame; window x DPR pixels', () => {
    const a = cameraFrame('glare', 1, 1);
    expect(hash(a.frame)).toBe(hash(cameraFrame('glare', 1, 1).frame));
    expect(hash(a.frame)).not.toBe(hash(cameraFrame('glare', 1, 1, 7).frame));
    const b = cameraFrame('small', 2, 0).frame;
    expect([b.width, b.height]).toEqual([VIEW.width * 2, VIEW.height * 2]);
    const kinds = [...corpus(1, 1)].map((c) => [c.kind, c.text === null]);
    expect(kinds.slice(0, KINDS.length)).toEqual(KINDS.map((k) => [k, k === 'empty']));
    // Every real photograph once, whatever the count per kind.
    expect(kinds.filter(([k]) => k === 'photo')).toHaveLength(corpusPhotos().length);
    expect(corpusPhotos().length).toBeGreaterThanOrEqual(20);
  });

  it('the shipped decoder reads known frames through the app crop, and finds nothing in empty ones', async () => {
    const zxing = await loadNodeZxing();
    for (const kind of ['normal', 'inverted', 'perspective', 'blur'] as const) {
      const c = cameraFrame(kind, 1, 0);
      const res = await answerDecode(zxing, crop(c));
      expect(res.result?.text, kind).toBe(c.text);
    }
    // An off-centre code is not in the crop but in the window; a real photograph is read through the crop.
    const off = cameraFrame('offcentre', 3, 0);
    expect((await answerDecode(zxing, crop(off))).result).toBeNull();
    expect((await answerDecode(zxing, crop(off, 'window'))).result?.text).toBe(off.text);
    const photo = cameraFrame('photo', 2, 0);
    expect((await answerDecode(zxing, crop(photo))).result?.text).toBe(photo.text);
    for (let i = 0; i < 6; i++) {
      const c = cameraFrame('empty', 1, i);
      expect((await answerDecode(zxing, crop(c))).result).toBeNull();
      expect((await answerDecode(jsqrDetector, crop(c))).result).toBeNull();
    }
  });
});
