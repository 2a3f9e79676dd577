// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { resetAfterFirstScreen } from '@/lib/after-first-screen';
import { LaterImage } from './LaterImage';

afterEach(() => {
  delete window.__mallFirstPicture;
  resetAfterFirstScreen();
});

describe('LaterImage', () => {
  it("asks for its file only once the first screen's picture has loaded, in a box laid out from the start", async () => {
    let loaded = () => {};
    window.__mallFirstPicture = new Promise((r) => {
      loaded = r;
    });
    resetAfterFirstScreen();
    render(<LaterImage src="/slide-2.jpg" alt="second" width={750} height={300} />);
    const img = screen.getByRole('img', { name: 'second' });
    expect(img.getAttribute('src')).toBeNull();
    expect([img.getAttribute('width'), img.getAttribute('height')]).toEqual(['750', '300']);
    await act(async () => {
      loaded();
      await window.__mallFirstPicture;
    });
    await screen.findByRole('img', { name: 'second' });
    await expect.poll(() => img.getAttribute('src')).toBe('/slide-2.jpg');
  });
});
