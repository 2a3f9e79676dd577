// @vitest-environment jsdom
import { fireEvent } from '@testing-library/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { initI18n } from '@/lib/i18n';
import { runCaptcha } from './captcha';
import { type FakeMode, FakeTencentCaptcha, parseMode } from './captcha-fake';

initI18n('zh');
const original = FakeTencentCaptcha.mode;
afterEach(() => {
  FakeTencentCaptcha.mode = original;
  document.body.innerHTML = '';
});

const run = (mode: FakeMode, langCode = 2052) => {
  FakeTencentCaptcha.mode = () => mode;
  return runCaptcha({ appId: 'mock', langCode, getCtor: async () => FakeTencentCaptcha });
};

describe('fake captcha', () => {
  it('parses the failure switch for codes 1001–1013 only', () => {
    expect(parseMode('fail-1001')).toEqual({ kind: 'fail', code: 1001 });
    expect(parseMode('fail-1013')).toEqual({ kind: 'fail', code: 1013 });
    expect(parseMode('fail-1014')).toEqual({ kind: 'pass' });
    expect(parseMode('hang')).toEqual({ kind: 'hang' });
    expect(parseMode(null)).toEqual({ kind: 'pass' });
  });

  it('passes when the slider reaches the end, in the chosen language', async () => {
    const p = run({ kind: 'pass' }, 1033);
    const dialog = await vi.waitFor(() => {
      const el = document.querySelector('[role="dialog"]');
      if (!el) throw new Error('not shown');
      return el;
    });
    expect(dialog.textContent).toContain('Security check');
    const slider = dialog.querySelector('input[type="range"]') as HTMLInputElement;
    fireEvent.input(slider, { target: { value: '100' } });
    await expect(p).resolves.toMatchObject({ status: 'success', ticket: expect.stringMatching(/^fake_/) });
    expect(document.querySelector('[role="dialog"]')).toBeNull();
  });

  it('reports a chosen failure code with an error ticket', async () => {
    await expect(run({ kind: 'fail', code: 1006 })).resolves.toMatchObject({
      status: 'error',
      errorCode: 1006,
      ticket: expect.stringMatching(/^terror_1006_mock_\d{10}$/),
    });
  });

  it('closing the dialog cancels', async () => {
    const p = run({ kind: 'pass' });
    const close = await vi.waitFor(() => {
      const el = document.querySelector('[role="dialog"] button');
      if (!el) throw new Error('not shown');
      return el as HTMLButtonElement;
    });
    close.click();
    await expect(p).resolves.toEqual({ status: 'cancelled' });
  });
});
