// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { BusyButton } from './BusyButton';

afterEach(cleanup);

describe('BusyButton', () => {
  it('keeps its name while it spins', () => {
    render(<BusyButton loading>保存</BusyButton>);
    expect(screen.getByRole('button', { name: '保存' })).toBeDefined();
  });

  it('says the loading words it is given instead', () => {
    render(
      <BusyButton loading loadingText="正在保存">
        保存
      </BusyButton>,
    );
    expect(screen.getByRole('button', { name: '正在保存' })).toBeDefined();
  });

  it('is a plain button when idle', () => {
    render(<BusyButton loading={false}>保存</BusyButton>);
    expect(screen.getByRole('button', { name: '保存' })).toBeDefined();
  });
});
