import { ADDRESS_LIMITS, type UserExpressRO } from '@contracts/addresses';
import { contactProblem } from '@/lib/validators/phone';

export interface AddressDraft {
  id?: number;
  name: string;
  phone: string;
  /** Province, city, district. */
  region: string[];
  /**
   * The region text the address was saved with. Old data may name places the dataset lacks (or fewer
   * than three levels): it stays valid and is saved back unchanged until the shopper picks a new one.
   */
  keptRegion?: string;
  location: string;
  isDefault: boolean;
}

export const emptyDraft = (): AddressDraft => ({ name: '', phone: '', region: [], location: '', isDefault: false });

/** The first problem of a draft as an i18n key of the addresses namespace, or null. */
export function draftProblem(d: AddressDraft): string | null {
  const contact = contactProblem(d.name, d.phone);
  if (contact) return contact;
  if (d.name.trim().length > ADDRESS_LIMITS.name) return 'validation.nameTooLong';
  const kept = d.keptRegion !== undefined && d.keptRegion.trim() !== '' && d.region.join(' ') === d.keptRegion.trim();
  if (d.region.length < 3 && !kept) return 'validation.regionRequired';
  if (d.location.trim() === '') return 'validation.locationRequired';
  if (d.location.trim().length > ADDRESS_LIMITS.location) return 'validation.locationTooLong';
  return null;
}

export function toRequest(d: AddressDraft): UserExpressRO {
  return {
    ...(d.id === undefined ? {} : { id: d.id }),
    name: d.name.trim(),
    phone: d.phone.trim(),
    region: d.region.join(' '),
    location: d.location.trim(),
    status: d.isDefault ? 1 : 0,
  };
}
