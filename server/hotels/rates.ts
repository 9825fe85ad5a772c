// Maps the provider's room-type offers (POST /hotels/rates) to the bookable rates the rates dialog shows
// (schema.graphql `Rate`): one per offer, totals over every room of the offer, cheapest first.
import type { ProviderAmount, ProviderRate, ProviderRoomType } from '../provider/types.ts';
import { providerGmtToIso } from './dates.ts';
import { plainText, text } from './detail.ts';

export interface MoneyModel {
  amount: number;
  currency: string;
}

export interface RateModel {
  offerId: string;
  rateId: string;
  roomTypeId: string | null;
  roomName: string;
  name: string;
  boardType: string | null;
  boardName: string;
  maxOccupancy: number;
  adultCount: number;
  childCount: number;
  total: MoneyModel;
  perNight: MoneyModel;
  suggestedSellingPrice: MoneyModel | null;
  taxesAndFees: Array<{ description: string; amount: MoneyModel; included: boolean; isGst: boolean }>;
  includesTaxes: boolean;
  cancellation: CancellationModel;
  commission: MoneyModel | null;
  priceType: string | null;
  paymentTypes: string[];
}

export interface CancellationModel {
  refundable: boolean;
  refundableTag: string | null;
  freeCancellationUntil: string | null;
  penalties: Array<{ from: string; amount: MoneyModel }>;
  remarks: string[];
}

const GST_RE = /gst|vat|goods and services/i;

/** Whether a provider tax line is a goods and services tax (or VAT), by its description. */
export const isGstDescription = (description: string): boolean => GST_RE.test(description);

function finite(n: unknown): number | null {
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
}

/** The first amount of a provider amount list (or a single object, which the examples also show). */
function firstAmount(v: ProviderAmount[] | ProviderAmount | null | undefined): ProviderAmount | null {
  const a = Array.isArray(v) ? v[0] : v;
  return a && finite(a.amount) !== null ? a : null;
}

function sumAmounts(list: Array<ProviderAmount | null>, fallbackCurrency: string): MoneyModel | null {
  const present = list.filter((a): a is ProviderAmount => a !== null);
  if (present.length === 0) return null;
  return { amount: present.reduce((s, a) => s + a.amount, 0), currency: present[0].currency || fallbackCurrency };
}

/**
 * Refundable when tagged RFN, or RFNF (which the spec uses; the provider documents only RFN/NRFN), and
 * free to cancel until the first charge applies. Once that deadline has passed at `now`, cancelling costs
 * money whatever the tag says, so the rate reads as non-refundable (tag NRFN, no free-cancellation date).
 */
export function mapCancellation(
  p: ProviderRate['cancellationPolicies'],
  fallbackCurrency: string,
  now: number = Date.now(),
): CancellationModel {
  const tag = text(p?.refundableTag);
  const refundable = tag === 'RFN' || tag === 'RFNF';
  const infos = Array.isArray(p?.cancelPolicyInfos) ? p.cancelPolicyInfos : [];
  const penalties = infos.flatMap((i) => {
    const from = providerGmtToIso(i?.cancelTime);
    const amount = finite(i?.amount);
    return from && amount !== null ? [{ from, amount: { amount, currency: i.currency || fallbackCurrency } }] : [];
  });
  penalties.sort((a, b) => a.from.localeCompare(b.from));
  const remarks = Array.isArray(p?.hotelRemarks) ? p.hotelRemarks.flatMap((r) => text(r) ?? []) : [];
  return asOf(
    {
      refundable,
      refundableTag: tag,
      // Free until the first charge applies; a non-refundable rate is never free to cancel.
      freeCancellationUntil: refundable ? (penalties[0]?.from ?? null) : null,
      penalties,
      remarks,
    },
    now,
  );
}

/** The cancellation terms as they stand at `now`: a free-cancellation deadline already passed is none. */
export function asOf(c: CancellationModel, now: number): CancellationModel {
  if (!c.refundable || c.freeCancellationUntil === null || Date.parse(c.freeCancellationUntil) > now) return c;
  return { ...c, refundable: false, refundableTag: 'NRFN', freeCancellationUntil: null };
}

/**
 * Rates as they stand at `now`. Cached rates were mapped at an earlier time, and a deadline may have passed
 * since; a rate is only copied when its terms change.
 */
export function ratesAsOf(rates: RateModel[], now: number): RateModel[] {
  let changed = false;
  const out = rates.map((r) => {
    const c = asOf(r.cancellation, now);
    if (c === r.cancellation) return r;
    changed = true;
    return { ...r, cancellation: c };
  });
  return changed ? out : rates;
}

export function mapRate(rt: ProviderRoomType, nights: number, currency: string, now: number = Date.now()): RateModel | null {
  const rates = Array.isArray(rt.rates) ? rt.rates : [];
  const first = rates[0];
  if (!first || !rt.offerId) return null;
  const offerTotal = firstAmount(rt.offerRetailRate);
  const total = offerTotal
    ? { amount: offerTotal.amount, currency: offerTotal.currency || currency }
    : sumAmounts(
        rates.map((r) => firstAmount(r.retailRate?.total)),
        currency,
      );
  // Without a total there is nothing honest to show: skip the offer rather than invent a price.
  if (!total) return null;
  const ssp = firstAmount(rt.suggestedSellingPrice) ?? null;
  const suggestedSellingPrice = ssp
    ? { amount: ssp.amount, currency: ssp.currency || total.currency }
    : sumAmounts(
        rates.map((r) => firstAmount(r.retailRate?.suggestedSellingPrice)),
        total.currency,
      );
  const taxesAndFees = rates.flatMap((r) =>
    (Array.isArray(r.retailRate?.taxesAndFees) ? r.retailRate.taxesAndFees : []).flatMap((t) => {
      const amount = finite(t?.amount);
      if (amount === null) return [];
      const description = text(t.description) ?? 'Tax';
      return [
        {
          description,
          amount: { amount, currency: t.currency || total.currency },
          included: Boolean(t.included),
          isGst: GST_RE.test(description),
        },
      ];
    }),
  );
  const perNights = Math.max(1, nights);
  return {
    offerId: rt.offerId,
    rateId: first.rateId,
    roomTypeId: text(rt.roomTypeId),
    roomName: plainText(first.name) ?? 'Room',
    name: plainText(first.name) ?? 'Room',
    boardType: text(first.boardType),
    boardName: text(first.boardName) ?? 'Room Only',
    maxOccupancy: rates.reduce((s, r) => s + (finite(r.maxOccupancy) ?? 0), 0) || 2,
    adultCount: rates.reduce((s, r) => s + (finite(r.adultCount) ?? 0), 0),
    childCount: rates.reduce((s, r) => s + (finite(r.childCount) ?? 0), 0),
    total,
    perNight: { amount: total.amount / perNights, currency: total.currency },
    suggestedSellingPrice,
    taxesAndFees,
    includesTaxes: taxesAndFees.some((t) => t.included && t.isGst && t.amount.amount > 0),
    cancellation: mapCancellation(first.cancellationPolicies, total.currency, now),
    commission: sumAmounts(
      rates.map((r) => firstAmount(r.commission)),
      total.currency,
    ),
    priceType: text(rt.priceType) ?? text(first.priceType),
    paymentTypes: (rt.paymentTypes ?? first.paymentTypes ?? []).filter((p): p is string => typeof p === 'string'),
  };
}

/** What a rate costs at the hotel on top of its total: the taxes and fees marked included:false. */
export function payableAtHotelOf(rate: Pick<RateModel, 'taxesAndFees'>): number {
  return rate.taxesAndFees.reduce((s, t) => (t.included ? s : s + t.amount.amount), 0);
}

/** The whole price of a rate: its total (GST included) plus what is payable at the hotel (issue 15 §2). */
export function allInOf(rate: Pick<RateModel, 'total' | 'taxesAndFees'>): number {
  return rate.total.amount + payableAtHotelOf(rate);
}

/**
 * The rates dialog's order: cheapest whole price first (total + fees payable at the hotel), so its first rate
 * is the search card's `stayPrice` for the same stay (both come from offerPricing's arithmetic).
 */
export function mapRates(roomTypes: ProviderRoomType[], nights: number, currency: string, now: number = Date.now()): RateModel[] {
  return roomTypes
    .flatMap((rt) => mapRate(rt, nights, currency, now) ?? [])
    .sort((a, b) => allInOf(a) - allInOf(b) || a.total.amount - b.total.amount || a.offerId.localeCompare(b.offerId));
}

/** The meal plans of schema.graphql's BoardType. */
export type BoardCode = 'ROOM_ONLY' | 'BREAKFAST' | 'HALF_BOARD' | 'FULL_BOARD' | 'ALL_INCLUSIVE';
export const BOARD_CODES: readonly BoardCode[] = ['ROOM_ONLY', 'BREAKFAST', 'HALF_BOARD', 'FULL_BOARD', 'ALL_INCLUSIVE'];

/**
 * The meal plan of a provider board code or name: RO, BB (and BB1, BB2...), HB, FB, AI as the provider's
 * boardType filter documents them, else by the board's name; null when neither says.
 */
export function boardOf(boardType: string | null | undefined, boardName?: string | null): BoardCode | null {
  const code = (boardType ?? '').trim().toUpperCase();
  if (code === 'RO') return 'ROOM_ONLY';
  if (/^BB\d*$/.test(code)) return 'BREAKFAST';
  if (/^HB\d*$/.test(code)) return 'HALF_BOARD';
  if (/^FB\d*$/.test(code)) return 'FULL_BOARD';
  if (/^AI\d*$/.test(code)) return 'ALL_INCLUSIVE';
  const name = (boardName ?? '').toLowerCase();
  if (/all[ -]?inclusive/.test(name)) return 'ALL_INCLUSIVE';
  if (/full[ -]?board/.test(name)) return 'FULL_BOARD';
  if (/half[ -]?board/.test(name)) return 'HALF_BOARD';
  if (/breakfast/.test(name)) return 'BREAKFAST';
  if (/room only|no meals/.test(name)) return 'ROOM_ONLY';
  return null;
}

/** One offer's prices as the search needs them; amounts in the answer's currency, for the whole stay. */
export interface OfferPricing {
  /** total + payable at the hotel */
  allIn: number;
  payableAtHotel: number;
  /** the provider's suggested selling price made all-in the same way; null when it gives none */
  suggestedAllIn: number | null;
  board: BoardCode | null;
  /** free to cancel now (refundable, first charge still ahead) */
  freeCancellation: boolean;
}

/**
 * An offer's whole price with the same arithmetic as mapRate + allInOf (offer total, else the rooms' totals;
 * plus the included:false taxes and fees), without building the dialog's model: a city's rates set holds tens of
 * thousands of offers. Null when the offer has no usable total (mapRate skips it too).
 */
export function offerPricing(rt: ProviderRoomType, now: number = Date.now()): OfferPricing | null {
  const rates = Array.isArray(rt.rates) ? rt.rates : [];
  const first = rates[0];
  if (!first || !rt.offerId) return null;
  const offerTotal = firstAmount(rt.offerRetailRate);
  const total = offerTotal
    ? offerTotal.amount
    : sumAmounts(
        rates.map((r) => firstAmount(r.retailRate?.total)),
        '',
      )?.amount;
  if (total === undefined) return null;
  let payable = 0;
  for (const r of rates) {
    const list = Array.isArray(r.retailRate?.taxesAndFees) ? r.retailRate.taxesAndFees : [];
    for (const t of list) {
      const amount = finite(t?.amount);
      if (amount !== null && !t.included) payable += amount;
    }
  }
  const ssp =
    firstAmount(rt.suggestedSellingPrice)?.amount ??
    sumAmounts(
      rates.map((r) => firstAmount(r.retailRate?.suggestedSellingPrice)),
      '',
    )?.amount;
  const cancellation = mapCancellation(first.cancellationPolicies, '', now);
  return {
    allIn: total + payable,
    payableAtHotel: payable,
    suggestedAllIn: ssp === undefined ? null : ssp + payable,
    board: boardOf(text(first.boardType), text(first.boardName)),
    freeCancellation: cancellation.refundable,
  };
}
