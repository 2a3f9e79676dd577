import { describe, expect, it } from 'vitest';
import { deferEntry, ENTRY_ATTR } from './entry-after-first-read';

const HTML = `<head><script>document.querySelector("link[data-mall-entry]")</script>
<script type="module" crossorigin src="/assets/index-abc.js"></script>
<link rel="modulepreload" crossorigin href="/assets/vendor-x.js"></head>`;

describe('deferEntry', () => {
  it('turns the entry script into a modulepreload the inline script starts', () => {
    const out = deferEntry(HTML);
    expect(out).toContain(`<link rel="modulepreload" crossorigin href="/assets/index-abc.js" ${ENTRY_ATTR}>`);
    expect(out).not.toMatch(/<script type="module"/);
    // The inline script and the other preloads are left as they were.
    expect(out).toContain('<script>document.querySelector("link[data-mall-entry]")</script>');
    expect(out).toContain('href="/assets/vendor-x.js"');
  });

  it('refuses a page with no entry, or more than one, instead of shipping one that never starts', () => {
    expect(() => deferEntry('<head><script>"link[data-mall-entry]"</script></head>')).toThrow(/found 0/);
    const two = HTML.replace('</head>', '<script type="module" crossorigin src="/assets/b.js"></script></head>');
    expect(() => deferEntry(two)).toThrow(/found 2/);
  });

  it("leaves a page alone whose inline script starts no entry (Storybook's iframe.html)", () => {
    const iframe = '<head><script type="module" crossorigin src="./iframe-x.js"></script></head>';
    expect(deferEntry(iframe)).toBe(iframe);
  });
});
