import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/**
 * The static shell's texts (index.html: the message shown when the app cannot start, src/app/boot/boot-failure.ts), taken
 * from the locale files at build time: an element `<x data-text="bootFailed.retry"></x>` gets one `<span lang>` per
 * language with the `shell` namespace's text, and index.html's CSS shows the page's language. No code or text has to
 * load for them, and each text stays in its one place, the locale file.
 */
const LANGS = [
  { dir: 'zh', lang: 'zh-CN' },
  { dir: 'en', lang: 'en' },
] as const;

// A path, not a URL: the file also runs under jsdom, whose URL class node:url does not take.
const LOCALES = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src/locales');
const TEXT = /(<([a-z]+)\b[^>]*?)\sdata-text="([\w.]+)"([^>]*)><\/\2>/g;

const escapeHtml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function lookup(tree: unknown, key: string): string {
  const value = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | null)?.[k], tree);
  if (typeof value !== 'string') throw new Error(`boot-texts: no text "${key}" in the shell namespace`);
  return value;
}

/** Fills every `data-text` element of `html` from `shell` namespaces keyed by locale folder. */
export function fillBootTexts(html: string, shell: Record<string, unknown>): string {
  return html.replace(TEXT, (_, open: string, tag: string, key: string, rest: string) => {
    const spans = LANGS.map(({ dir, lang }) => `<span lang="${lang}">${escapeHtml(lookup(shell[dir], key))}</span>`);
    return `${open}${rest}>${spans.join('')}</${tag}>`;
  });
}

export function readShellTexts(): Record<string, unknown> {
  return Object.fromEntries(
    LANGS.map(({ dir }) => [dir, JSON.parse(readFileSync(path.join(LOCALES, dir, 'shell.json'), 'utf8')) as unknown]),
  );
}

export function bootTexts(): Plugin {
  return {
    name: 'mall:boot-texts',
    transformIndexHtml: { order: 'pre', handler: (html) => fillBootTexts(html, readShellTexts()) },
  };
}
