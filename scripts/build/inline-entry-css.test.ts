import { describe, expect, it } from 'vitest';
import { inlineStylesheets } from './inline-entry-css';

const HTML = `<head>
    <link rel="modulepreload" crossorigin href="/assets/vendor-1.js">
    <link rel="stylesheet" crossorigin href="/assets/vendor-1.css">
    <link rel="stylesheet" crossorigin href="/assets/boot-2.css">
    <link rel="stylesheet" href="https://cdn.example/other.css">
</head>`;
const FILES: Record<string, string> = {
  '/assets/vendor-1.css': ':root{--a:1}',
  '/assets/boot-2.css': 'body{margin:0}',
};

describe('inlineStylesheets', () => {
  it("writes each stylesheet of the bundle into the page and keeps its link disabled, for Vite's preload helper", () => {
    const out = inlineStylesheets(HTML, (href) => FILES[href]);
    expect(out).toContain('<style data-href="/assets/vendor-1.css">:root{--a:1}</style>');
    expect(out).toContain('<style data-href="/assets/boot-2.css">body{margin:0}</style>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/vendor-1.css" disabled>');
    expect(out).toContain('<link rel="stylesheet" href="/assets/boot-2.css" disabled>');
    // No enabled link to them is left: nothing for the first paint to wait for.
    expect(out).not.toMatch(/<link rel="stylesheet" crossorigin href="\/assets\//);
    // In the order they were linked, and what the bundle does not hold stays linked.
    expect(out.indexOf('--a:1')).toBeLessThan(out.indexOf('margin:0'));
    expect(out).toContain('<link rel="stylesheet" href="https://cdn.example/other.css">');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/vendor-1.js">');
  });

  it('is idempotent: a page already done is left as it is', () => {
    const once = inlineStylesheets(HTML, (href) => FILES[href]);
    expect(inlineStylesheets(once, (href) => FILES[href])).toBe(once);
  });

  it('refuses a stylesheet that would end its <style> element early', () => {
    expect(() => inlineStylesheets(HTML, () => 'a{}</style><script>alert(1)</script>')).toThrow(/<\/style/);
  });
});
