// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { sanitizeDescription } from './sanitize';

describe('sanitizeDescription', () => {
  it('keeps ordinary rich text and images', () => {
    const out = sanitizeDescription('<h3>标题</h3><p><strong>粗体</strong></p><img src="/a.svg" alt="a">');
    expect(out).toContain('<h3>标题</h3>');
    expect(out).toContain('<img src="/a.svg" alt="a">');
  });
  it('removes scripts, inline handlers and javascript: links', () => {
    const out = sanitizeDescription(
      '<img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">x</a>',
    );
    expect(out).not.toMatch(/onerror|<script|javascript:/);
  });
  it('opens links outside the app', () => {
    expect(sanitizeDescription('<a href="https://example.com">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
