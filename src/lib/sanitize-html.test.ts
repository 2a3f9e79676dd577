// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize-html';

const hostile = [
  '<p>正文</p>',
  '<script>window.__xss=1</script>',
  '<img src="x.png" onerror="window.__xss=1">',
  '<a href="javascript:window.__xss=1">点我</a>',
  '<p onclick="window.__xss=1">段落</p>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<img src="/mock-img/notice/1.svg" width="640" height="360" alt="海报">',
  '<a href="https://example.com/rules">规则</a>',
].join('');

describe('sanitizeRichHtml', () => {
  const out = sanitizeRichHtml(hostile);
  it('removes scripts, event handlers, javascript: links and frames', () => {
    expect(out).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);
    expect(out).toContain('<p>正文</p>');
  });
  it('keeps images, lazy and sized, and safe links opening outside', () => {
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('width="640"');
    expect(out).toMatch(/<a href="https:\/\/example.com\/rules" target="_blank" rel="noopener noreferrer">/);
  });
});
