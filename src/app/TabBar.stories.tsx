import { expect } from 'storybook/test';
import preview from '#.storybook/preview';
import { TabBar } from './TabBar';

const meta = preview.meta({
  title: 'app/TabBar',
  component: TabBar,
  args: { active: 'home' },
});

export const Home = meta.story({
  async play({ canvas }) {
    await expect(canvas.getByRole('navigation', { name: '主导航' })).toBeVisible();
    expect(canvas.getByRole('link', { name: '首页' })).toHaveAttribute('aria-current', 'page');
    expect(canvas.getAllByRole('link')).toHaveLength(3);
  },
});

export const Broadcast = meta.story({
  args: { active: 'broadcast' },
  async play({ canvas }) {
    expect(canvas.getByRole('link', { name: '公告' })).toHaveAttribute('aria-current', 'page');
    expect(canvas.getByRole('link', { name: '首页' })).not.toHaveAttribute('aria-current');
  },
});

/** The active tab is red (docs/backend/spec-rules.md#tab-bar). */
export const User = meta.story({
  args: { active: 'user' },
  async play({ canvas }) {
    const active = canvas.getByRole('link', { name: '我的' });
    expect(active).toHaveAttribute('href', '/user');
    expect(getComputedStyle(active).color).toBe('rgb(200, 22, 29)');
  },
});
