// Fees the provider says are paid at the hotel, not online (taxes and fees with `included: false`): shown
// apart from the price paid now, with what the stay costs in all (issue 14 "Prices and policies").
import type { TFunction } from 'i18next';
import { formatPrice } from './format.ts';
import { currentLanguage, i18n } from './i18n.ts';
import { ns } from '../app/i18n.ts';

/** The 'common' strings in the language shown now: the default of the wording functions below. */
const commonT = (): TFunction<'common'> => i18n.getFixedT(currentLanguage(), ns);

export interface TaxOrFeeLike {
  description: string;
  amount: { amount: number; currency: string };
  included: boolean;
}

export interface HotelFees {
  /** The sum payable at the hotel, in the price's currency (amounts in other currencies are listed apart). */
  amount: number;
  currency: string;
  /** Fees in another currency than the price: shown as they are, never converted. */
  other: { amount: number; currency: string }[];
}

/** The fees payable at the hotel, or null when there are none. */
export function hotelFees(taxesAndFees: readonly TaxOrFeeLike[] | null | undefined, currency: string): HotelFees | null {
  const due = (taxesAndFees ?? []).filter((t) => !t.included && t.amount.amount > 0);
  if (due.length === 0) return null;
  let amount = 0;
  const other = new Map<string, number>();
  for (const t of due) {
    const c = t.amount.currency || currency;
    if (c === currency) amount += t.amount.amount;
    else other.set(c, (other.get(c) ?? 0) + t.amount.amount);
  }
  return { amount, currency, other: [...other].map(([c, a]) => ({ amount: a, currency: c })) };
}

/**
 * "Payable at the hotel: ₹1,200" (and "+ US$10" for a fee in another currency). `t`: the 'common'
 * namespace's t (useTranslation('common')); by default the app's current language.
 */
export function hotelFeesText(fees: HotelFees, t: TFunction<'common'> = commonT()): string {
  const parts = [
    fees.amount > 0 ? formatPrice(fees.amount, fees.currency) : null,
    ...fees.other.map((o) => formatPrice(o.amount, o.currency)),
  ];
  return t('fees.payableAtHotel', { amount: parts.filter(Boolean).join(' + ') });
}

/** "Total to pay in all: ₹21,200": the price paid now plus the fees at the hotel (same currency only). */
export function totalInAllText(paidNow: { amount: number; currency: string }, fees: HotelFees, t: TFunction<'common'> = commonT()): string {
  const extra = fees.other.map((o) => ` + ${formatPrice(o.amount, o.currency)}`).join('');
  return t('fees.totalInAll', { amount: `${formatPrice(paidNow.amount + fees.amount, paidNow.currency)}${extra}` });
}
