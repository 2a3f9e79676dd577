import type { PlayContext } from '@stories/support/play';
import { Button } from 'antd-mobile';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import preview from '#.storybook/preview';
import { type CaptchaOutcome, runCaptcha } from './captcha';
import { type FakeMode, FakeTencentCaptcha } from './captcha-fake';

/** The captcha adapter over the local fake widget, in each of its states. */
function CaptchaDemo({ mode, langCode }: { mode: FakeMode; langCode: number }) {
  const [outcome, setOutcome] = useState<CaptchaOutcome | null>(null);
  const start = async () => {
    FakeTencentCaptcha.mode = () => mode;
    setOutcome(
      await runCaptcha({ appId: 'story', langCode, getCtor: async () => FakeTencentCaptcha, showTimeoutMs: 1500 }),
    );
  };
  return (
    <div style={{ padding: 16 }}>
      <Button color="danger" onClick={() => void start()}>
        start
      </Button>
      <output data-testid="outcome" style={{ display: 'block', marginTop: 12, wordBreak: 'break-all' }}>
        {outcome ? JSON.stringify(outcome) : ''}
      </output>
    </div>
  );
}

const meta = preview.meta({
  title: 'platform/Captcha',
  component: CaptchaDemo,
  args: { mode: { kind: 'pass' } as FakeMode, langCode: 2052 },
});

const body = () => within(document.body);
type Context = PlayContext;

/** Every story starts the check as the login screen does, through the adapter (the demo's start button). */
async function start({ canvas, userEvent }: Context) {
  await userEvent.click(canvas.getByRole('button', { name: 'start' }));
}

/** The adapter's answer, once the demo has written it under the button (within `timeout`, or the usual wait). */
async function answered({ canvas }: Context, words: string, timeout?: number) {
  await waitFor(() => expect(canvas.getByTestId('outcome')).toHaveTextContent(words), { timeout });
}

export const SliderPass = meta.story({
  async play(ctx) {
    await start(ctx);
    const dialog = await body().findByRole('dialog', { name: '安全验证' });
    const slider = within(dialog).getByRole('slider');
    slider.setAttribute('value', '100');
    (slider as HTMLInputElement).value = '100';
    slider.dispatchEvent(new Event('input', { bubbles: true }));
    await answered(ctx, '"status":"success"');
  },
});

export const English = meta.story({
  args: { langCode: 1033 },
  async play(ctx) {
    await start(ctx);
    const dialog = await body().findByRole('dialog', { name: 'Security check' });
    await ctx.userEvent.click(within(dialog).getByRole('button', { name: 'Close the check' }));
    await answered(ctx, '"status":"cancelled"');
  },
});

export const ErrorCode1006 = meta.story({
  args: { mode: { kind: 'fail', code: 1006 } },
  async play(ctx) {
    await start(ctx);
    await answered(ctx, '"errorCode":1006');
    expect(ctx.canvas.getByTestId('outcome')).toHaveTextContent(/terror_1006_story_\d{10}/);
  },
});

/** The widget never becomes ready: the adapter reports CAPTCHA_SHOW_TIMEOUT (1002). */
export const ShowTimeout = meta.story({
  args: { mode: { kind: 'hang' } },
  async play(ctx) {
    await start(ctx);
    await answered(ctx, 'CAPTCHA_SHOW_TIMEOUT', 4000);
  },
});
