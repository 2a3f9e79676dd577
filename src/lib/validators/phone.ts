/**
 * The spec's phone rule (section 5): an optional 86 or +86 prefix, then 1 and 10 more digits (a
 * mobile number); or a landline: 0 followed by 10 to 13 digits or dashes. Whitespace around is ignored.
 */
const MOBILE = /^(?:\+?86)?1\d{10}$/;
const LANDLINE = /^0[\d-]{10,13}$/;

export function isValidPhone(input: string): boolean {
  const v = input.trim();
  return MOBILE.test(v) || LANDLINE.test(v);
}

/** i18n keys of the spec's default messages ('please fill in name' / '... a correct phone number'). */
export const CONTACT_MESSAGES = {
  nameRequired: 'validation.nameRequired',
  phoneInvalid: 'validation.phoneInvalid',
} as const;

/** The contact check of an address form: the first problem as an i18n key, or null when fine. */
export function contactProblem(name: string, phone: string): string | null {
  if (name.trim() === '') return CONTACT_MESSAGES.nameRequired;
  if (!isValidPhone(phone)) return CONTACT_MESSAGES.phoneInvalid;
  return null;
}
