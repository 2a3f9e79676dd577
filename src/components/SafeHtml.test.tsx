// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SafeHtml } from './SafeHtml';

function Where() {
  const l = useLocation();
  return <output aria-label="where">{l.pathname + l.search}</output>;
}

const HTML = [
  '<a href="/goods/12?from=notice">in app</a>',
  '<a href="https://bscscan.com/tx/0x1">explorer</a>',
  '<a href="https://evil.example/login">phish</a>',
  '<a href="//evil.example">relative</a>',
  '<a href="/%2F%2Fevil.example">encoded</a>',
].join(' ');

function renderAt() {
  return render(
    <MemoryRouter initialEntries={['/announcement/1']}>
      <Routes>
        <Route path="*" element={<SafeHtml html={HTML} />} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
}

describe('SafeHtml links go through the navigation gate', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('follows an in-app link inside the app', () => {
    renderAt();
    fireEvent.click(screen.getByText('in app'));
    expect(screen.getByLabelText('where').textContent).toBe('/goods/12?from=notice');
  });

  it('opens an allow-listed host outside, without a handle back', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt();
    fireEvent.click(screen.getByText('explorer'));
    expect(open).toHaveBeenCalledWith('https://bscscan.com/tx/0x1', '_blank', 'noopener,noreferrer');
  });

  it.each(['phish', 'relative', 'encoded'])('does nothing for the %s link', (name) => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    renderAt();
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    screen.getByText(name).dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(open).not.toHaveBeenCalled();
    expect(screen.getByLabelText('where').textContent).toBe('/announcement/1');
  });
});
