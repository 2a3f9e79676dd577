import type { PersonaKey } from '@mocks/core/personas';
import { setupMockServer, tokenFor } from '@mocks/testing';
import { beforeEach } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { setLang, setToken } from '@/lib/storage';
import { fetchToMock } from './fetch-to-mock';

export interface AppAgainstMock {
  lang: 'zh' | 'en';
  /** Signed in before each test (after the shop is reseeded); without it each test signs in itself. */
  persona?: PersonaKey;
  /** Sees each request first (fetchToMock). */
  onRequest?: (url: URL, init?: RequestInit) => void;
}

/**
 * For jsdom tests that run the app's hooks or screens against the mock backend: the mock server on a freshly
 * seeded shop per test (setupMockServer), the app's texts in `lang`, and before each test fetch routed to the
 * mock, the stored language, and the persona's token. Call it once at the top level of a test file.
 */
export function appAgainstMock({ lang, persona, onRequest }: AppAgainstMock): void {
  setupMockServer();
  initI18n(lang);
  beforeEach(async () => {
    fetchToMock(onRequest);
    setLang(lang);
    if (persona) setToken(await tokenFor(persona));
  });
}
