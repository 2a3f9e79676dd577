import { describe, expect, it } from 'vitest';
import { starterCode, withStarter } from './entry-after-paint';
import { compileScript } from './inline-boot';

const html = `<head>
    <script type="module" crossorigin src="/assets/boot-b.js"></script>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/boot-b.js">
  </head>`;

describe('the starter', () => {
  it("takes the entry's module script and preloads the entry instead", () => {
    const out = withStarter(html, 'assets/index-a.js', 'assets/start-c.js');
    expect(out).toContain('<script type="module" crossorigin src="/assets/start-c.js"></script>');
    expect(out).toContain('<link rel="modulepreload" crossorigin href="/assets/index-a.js">');
    expect(out).not.toContain('src="/assets/index-a.js"');
    // The entry's imports keep their own module scripts.
    expect(out).toContain('<script type="module" crossorigin src="/assets/boot-b.js"></script>');
  });

  it('fails the build when the page has no such entry', () => {
    expect(() => withStarter(html, 'assets/index-x.js', 'assets/start-c.js')).toThrow(/no <script/);
  });

  it('compiles into one small script that imports the entry beside it, by a path the bundler left alone', async () => {
    const code = await compileScript(starterCode('assets/index-a.js'));
    expect(code).toContain('import(`./index-a.js`)');
    expect(code).toContain('requestAnimationFrame');
    expect(code.length).toBeLessThan(1024);
  }, 60_000);
});
