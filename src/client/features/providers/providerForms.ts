import type { VendorTier } from '../../../shared/enums';
import type { ProviderDetail, ProviderOffer } from './types';

/** The vendor form's text, as typed; the shared schema turns blanks into nulls. */
export function vendorFormValues(p: ProviderDetail) {
  return {
    companyName: p.companyName,
    email: p.email ?? '',
    phone: p.phone ?? '',
    website: p.website ?? '',
    city: p.city ?? '',
    state: p.state ?? '',
    description: p.description ?? '',
    tier: p.tier as VendorTier,
    regionId: p.regionId ?? '',
    specializations: p.specializations.join(', '),
  };
}

/** The form as the update's input: no region is null, specializations are the comma-separated parts. */
export function vendorInput(id: string, values: VendorFormValues, isActive: boolean) {
  return {
    id,
    ...values,
    isActive,
    regionId: values.regionId || null,
    specializations: values.specializations
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  };
}
export type VendorFormValues = ReturnType<typeof vendorFormValues>;
export type VendorField = keyof VendorFormValues;

export function offerFormValues(o: ProviderOffer) {
  return {
    title: o.title,
    description: o.description ?? '',
    price: o.basePrice === null ? '' : (o.basePrice / 100).toFixed(o.basePrice % 100 === 0 ? 0 : 2),
    categoryId: o.categoryId,
    isActive: o.isActive,
  };
}
export type OfferFormValues = ReturnType<typeof offerFormValues>;

export const PRICE_IN_DOLLARS = 'Enter the price in dollars, such as 49 or 49.99.';

/**
 * The price field in dollars as the cents the server stores: blank is no price (null), a
 * well-formed amount is cents, anything else is undefined so the form can say why.
 */
export function dollarsToCents(text: string): number | null | undefined {
  const trimmed = text.trim().replace(/^\$/, '').replaceAll(',', '');
  if (trimmed === '') return null;
  if (!/^-?\d+(\.\d{1,2})?$/.test(trimmed)) return undefined;
  return Math.round(Number(trimmed) * 100);
}
