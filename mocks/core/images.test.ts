import { describe, expect, it } from 'vitest';
import { MOCK_ORIGIN } from '../node';
import { setupMockServer } from '../testing';
import { mockImage } from './image-urls';
import { drawSvg } from './images';

setupMockServer();

describe('mock images', () => {
  it('serves the SVG a seeded URL points at, with its label and a CJK-capable system font', async () => {
    const res = await fetch(`${MOCK_ORIGIN}${mockImage('goods', 'g-001', '潮玩<盲盒>')}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('image/svg+xml');
    const svg = await res.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="600" height="600"/);
    expect(svg).toContain('潮玩&lt;盲盒&gt;');
    expect(svg).toContain('PingFang SC');
    expect(svg).not.toMatch(/@import|url\(http|<image/);
  });
  it('draws the same picture for the same key and a different one for another key', () => {
    expect(drawSvg('banner', 'a', 'x')).toBe(drawSvg('banner', 'a', 'x'));
    expect(drawSvg('banner', 'a', '')).not.toBe(drawSvg('banner', 'b', ''));
  });
});
