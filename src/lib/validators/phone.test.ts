import { describe, expect, it } from 'vitest';
import { contactProblem, isValidPhone } from './phone';

const ACCEPTED = [
  ['mobile', '13812345678'],
  ['mobile starting 19', '19912345678'],
  ['86 prefix', '8613812345678'],
  ['+86 prefix', '+8613812345678'],
  ['spaces around', '  13812345678 '],
  ['landline 0 + 10 digits', '01062345678'],
  ['landline with a dash', '010-62345678'],
  ['landline with extension dashes', '0755-8888-6666'],
  ['landline 0 + 13 chars', '0123456789012-'],
  ['0 + 13 digits reads as a landline', '08613812345678'],
  ['landline of dashes only after 0', '0----------'],
] as const;

const REJECTED = [
  ['empty', ''],
  ['10 digits', '1381234567'],
  ['12 digits', '138123456789'],
  ['not starting with 1', '23812345678'],
  ['+ without 86', '+13812345678'],
  ['+86 with a dash', '+86-13812345678'],
  ['+86 with a space', '+86 13812345678'],
  ['85 prefix', '8513812345678'],
  ['letters', '1381234567a'],
  ['mobile with dashes', '138-1234-5678'],
  ['landline too short (0 + 9)', '0106234567'],
  ['landline too long (0 + 14)', '010623456789012'],
  ['landline with a space', '010 62345678'],
  ['landline without the 0', '1062345678-'],
  ['full-width digits', '１３８１２３４５６７８'],
] as const;

describe('isValidPhone (the spec’s phone rule)', () => {
  it.each([
    ...ACCEPTED.map(([name, v]) => ['accepts', name, v, true] as const),
    ...REJECTED.map(([name, v]) => ['rejects', name, v, false] as const),
  ])('%s %s: %j', (_verdict, _name, v, valid) => {
    expect(isValidPhone(v)).toBe(valid);
  });
});

describe('contactProblem', () => {
  it.each([
    ['', '13812345678', 'validation.nameRequired'],
    ['  ', 'x', 'validation.nameRequired'],
    ['张伟', '12345', 'validation.phoneInvalid'],
    ['张伟', '+8613812345678', null],
  ])('(%j, %j) → %j', (name, phone, want) => {
    expect(contactProblem(name, phone)).toBe(want);
  });
});
