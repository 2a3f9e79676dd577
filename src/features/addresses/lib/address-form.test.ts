import { describe, expect, it } from 'vitest';
import { type AddressDraft, draftProblem, toRequest } from './address-form';

const good: AddressDraft = {
  name: '张伟',
  phone: '13812345678',
  region: ['广东省', '深圳市', '南山区'],
  location: '科技园 1 号',
  isDefault: true,
};

describe('address draft', () => {
  it.each([
    [{ name: ' ' }, 'validation.nameRequired'],
    [{ phone: '1381234567' }, 'validation.phoneInvalid'],
    [{ name: '名'.repeat(33) }, 'validation.nameTooLong'],
    [{ region: ['广东省', '深圳市'] }, 'validation.regionRequired'],
    [{ location: '' }, 'validation.locationRequired'],
    [{ location: 'x'.repeat(257) }, 'validation.locationTooLong'],
    [{}, null],
  ])('%j → %s', (patch, want) => {
    expect(draftProblem({ ...good, ...patch })).toBe(want);
  });

  it('accepts a saved region the dataset lacks, as it was stored, but not a partial pick', () => {
    const old = { ...good, region: ['广东省', '火星市'], keptRegion: '广东省 火星市' };
    expect(draftProblem(old)).toBeNull();
    expect(toRequest(old).region).toBe('广东省 火星市');
    expect(draftProblem({ ...old, region: ['广东省', '深圳市'] })).toBe('validation.regionRequired');
    expect(draftProblem({ ...old, region: [], keptRegion: '' })).toBe('validation.regionRequired');
  });

  it('builds the add-update body with trimmed fields and status 1 for the default', () => {
    expect(toRequest({ ...good, name: ' 张伟 ', id: 3 })).toEqual({
      id: 3,
      name: '张伟',
      phone: '13812345678',
      region: '广东省 深圳市 南山区',
      location: '科技园 1 号',
      status: 1,
    });
  });
});
