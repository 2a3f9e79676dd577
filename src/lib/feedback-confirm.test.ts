import { beforeEach, describe, expect, it, vi } from 'vitest';

const confirm = vi.fn(async (_options: Record<string, unknown>) => true);
vi.mock('./feedback-ui', () => ({ Dialog: { confirm }, Toast: { show: vi.fn() } }));

const { askConfirm } = await import('./feedback');

describe('askConfirm', () => {
  beforeEach(() => confirm.mockClear());

  it('names the dialog by its title when it has one', async () => {
    await askConfirm({ title: 'Replace inviter?', content: 'A → B', confirmText: 'Replace', cancelText: 'Keep' });
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ 'aria-label': 'Replace inviter?', title: 'Replace inviter?' });
  });

  it('names a dialog without a title by its question, and answers what the shopper chose', async () => {
    confirm.mockResolvedValueOnce(false);
    const yes = await askConfirm({ content: 'Delete this address?', confirmText: 'Delete', cancelText: 'Cancel' });
    expect(confirm.mock.calls[0]?.[0]).toMatchObject({ 'aria-label': 'Delete this address?' });
    expect(yes).toBe(false);
  });
});
