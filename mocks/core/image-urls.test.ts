import { afterEach, describe, expect, it } from 'vitest';
import { configureMockImages, mockImage } from './image-urls';

describe('mock image URLs', () => {
  afterEach(() => configureMockImages({ origin: '', ext: 'svg' }));

  it('are same-origin SVGs by default', () => {
    expect(mockImage('banner', 3, '新品')).toBe('/mock-img/banner/3.svg?label=%E6%96%B0%E5%93%81');
  });

  it('point at another origin and format when the bench asks (photos from a CDN)', () => {
    configureMockImages({ origin: 'https://127.0.0.1:4033', ext: 'jpg' });
    expect(mockImage('goods', 'tea set')).toBe('https://127.0.0.1:4033/mock-img/goods/tea%20set.jpg');
  });
});
