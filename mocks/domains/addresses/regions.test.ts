import { describe, expect, it } from 'vitest';
import { regionOf } from './regions';

describe('seed regions from the picker dataset', () => {
  it('spells a district code as the address editor stores it', () => {
    expect(regionOf('440305')).toBe('广东省 深圳市 南山区');
    expect(regionOf('440232')).toBe('广东省 韶关市 乳源瑶族自治县');
  });
  it('refuses a code that is not a district of the dataset', () => {
    expect(() => regionOf('440300')).toThrow(/no district/);
    expect(() => regionOf('999999')).toThrow(/no district/);
  });
});
