import { expect, type within } from 'storybook/test';
import { scenario } from './scenario';

/**
 * HTTP 500 on the first load: the shared LoadFailed block (components/LoadStates) with its retry
 * button. `export const ServerError: Story = serverErrorWithRetry;`
 */
export const serverErrorWithRetry = {
  beforeEach: scenario('server-error'),
  async play({ canvas }: { canvas: ReturnType<typeof within> }) {
    await expect(await canvas.findByText('加载失败，点击重试', {}, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '重试' })).toBeEnabled();
  },
};
