import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The static shell's texts (index.html: the message shown when the app cannot start, src/app/boot/boot-failure.ts, and
 * the login screen's words, src/app/boot/login-shell.ts), taken from the locale files at build time: an element
 * `<x data-text="bootFailed.retry"></x>` gets one `<span lang>` per language with the text, and index.html's CSS shows
 * the page's language. A key names its namespace as i18next does (`login:intro`), the `shell` namespace when it names
 * none. No code or text has to load for them, and each text stays in its one place, the locale file.
 */
const LANGS = [
  { dir: 'zh', lang: 'zh-CN' },
  { dir: 'en', lang: 'en' },
] as const;

// A path, not a URL: the file also runs under jsdom, whose URL class node:url does not take.
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');
const TEXT = /(<([a-z]+)\b[^>]*?)\sdata-text="([\w.:]+)"([^>]*)><\/\2>/g;
const DEFAULT_NS = 'shell';

/** Each language's namespaces (file names without `.json`) and their texts, keyed by locale folder. */
export type LocaleTexts = Record<string, Record<string, unknown>>;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lookup(namespaces: Record<string, unknown> | undefined, dir: string, key: string): string {
  const [ns, keyPath] = key.includes(':') ? (key.split(':', 2) as [string, string]) : [DEFAULT_NS, key];
  const value = keyPath
    .split('.')
    .reduce<unknown>((node, k) => (node as Record<string, unknown> | null | undefined)?.[k], namespaces?.[ns]);
  if (typeof value !== 'string') throw new Error(`boot-texts: no text "${keyPath}" in the ${dir} ${ns} namespace`);
  return value;
}

/** Fills every `data-text` element of `html` from the locale texts (readLocaleTexts). */
export function fillBootTexts(html: string, texts: LocaleTexts): string {
  return html.replace(TEXT, (_, open: string, tag: string, key: string, rest: string) => {
    const spans = LANGS.map(
      ({ dir, lang }) => `<span lang="${lang}">${escapeHtml(lookup(texts[dir], dir, key))}</span>`,
    );
    return `${open}${rest}>${spans.join('')}</${tag}>`;
  });
}

export function readLocaleTexts(): LocaleTexts {
  return Object.fromEntries(
    LANGS.map(({ dir }) => {
      const files = readdirSync(path.join(LOCALES, dir)).filter((f) => f.endsWith('.json'));
      const namespaces = files.map((f) => [
        f.slice(0, -'.json'.length),
        JSON.parse(readFileSync(path.join(LOCALES, dir, f), 'utf8')) as unknown,
      ]);
      return [dir, Object.fromEntries(namespaces) as Record<string, unknown>];
    }),
  );
}

export function bootTexts(): Plugin {
  return {
    name: 'mall:boot-texts',
    transformIndexHtml: { order: 'pre', handler: (html) => fillBootTexts(html, readLocaleTexts()) },
  };
}
