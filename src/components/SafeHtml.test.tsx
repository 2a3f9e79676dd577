// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
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

  it('writes only gated targets into the links, for activations the page never sees (middle click, new tab)', () => {
    renderAt();
    const href = (name: string) => screen.getByText(name).closest('a')?.getAttribute('href') ?? null;
    expect(href('in app')).toBe('/goods/12?from=notice');
    expect(href('explorer')).toBe('https://bscscan.com/tx/0x1');
    expect(screen.getByText('explorer').closest('a')?.getAttribute('target')).toBe('_blank');
    for (const name of ['phish', 'relative', 'encoded']) expect(href(name)).toBeNull();
  });

  it('follows an in-app link activated from the keyboard (Enter fires click on a focused link)', async () => {
    renderAt();
    const link = screen.getByText('in app').closest('a') as HTMLAnchorElement;
    link.focus();
    expect(document.activeElement).toBe(link);
    await userEvent.keyboard('{Enter}');
    expect(screen.getByLabelText('where').textContent).toBe('/goods/12?from=notice');
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
