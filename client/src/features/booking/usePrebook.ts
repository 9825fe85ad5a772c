// The prebook mutation as the booking dialog uses it: holds the rate, remembers the booking in local
// storage (pendingBooking + access token) and owns the user-facing failure message (spec §8).
import { useMutation } from '@apollo/client/react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PrebookMutation as PrebookResult, RateCard_RateFragment } from '../../__generated__/graphql.ts';
import { addBookingAccess, saveBookingAttempt, savePendingBooking, type StoredPerson } from './bookingStorage.ts';
import { storedCancellation, storedFees } from './bookingRecord.ts';
import { userMessage } from '../../lib/errors.ts';
import { PrebookMutation } from './operations.ts';
import { ns } from './i18n.ts';

export type PrebookData = PrebookResult['prebook'];

export interface BookingHotelInfo {
  id: string;
  name: string;
  address?: string | null;
  city?: string | null;
  country?: string | null;
  phone?: string | null;
  checkinTime?: string | null;
  checkoutTime?: string | null;
}

export interface BookingStay {
  checkin: string;
  checkout: string;
  nights: number;
  occupancies: { adults: number; childrenAges: number[] }[];
}

/** What a prebook needs of the chosen rate: a rate card's rate, or the rate a stored attempt remembers. */
export type PrebookRate = Pick<RateCard_RateFragment, 'offerId' | 'roomName' | 'boardName' | 'adultCount' | 'childCount'> &
  Partial<Pick<RateCard_RateFragment, 'rateId' | 'name' | 'commission' | 'cancellation' | 'taxesAndFees'>>;

const trimPerson = (p: StoredPerson): StoredPerson => ({
  firstName: p.firstName.trim(),
  lastName: p.lastName.trim(),
  email: p.email.trim(),
  ...(p.remarks?.trim() ? { remarks: p.remarks.trim() } : {}),
});

/** The booking holder as the form hands it over: the phone already checked and in E.164. */
export type HolderDetails = StoredPerson & { phone: string };

export function usePrebook() {
  const { t } = useTranslation(ns);
  const [mutate, { loading }] = useMutation(PrebookMutation);
  const [error, setError] = useState<string | null>(null);

  const prebook = useCallback(
    async (args: {
      hotel: BookingHotelInfo;
      rate: PrebookRate;
      stay: BookingStay;
      holder: HolderDetails;
      guests: StoredPerson[];
      /** A business trip's company and GSTIN (already checked), printed on the GST invoice. */
      business?: { companyName: string; gstin: string } | null;
    }) => {
      const { hotel, rate, stay } = args;
      if (!rate.offerId) {
        // Spec §5: nothing is sent and nothing shown; a rate without an offer cannot be held.
        console.warn('Prebook skipped: the selected rate has no offerId');
        return null;
      }
      setError(null);
      const holder = { ...trimPerson(args.holder), phone: args.holder.phone.trim() };
      const guests = args.guests.map(trimPerson);
      try {
        const { data } = await mutate({
          variables: {
            input: {
              offerId: rate.offerId,
              hotelId: hotel.id,
              checkin: stay.checkin,
              checkout: stay.checkout,
              occupancies: stay.occupancies,
              holder,
              guests,
              ...(args.business ? { business: { companyName: args.business.companyName.trim(), gstin: args.business.gstin } } : {}),
            },
          },
        });
        const result = data?.prebook;
        if (!result) throw new Error('empty prebook');
        savePendingBooking({
          prebookId: result.prebookId,
          transactionId: result.transactionId,
          reference: result.booking.reference,
          accessToken: result.accessToken,
          hotelId: hotel.id,
          hotelName: hotel.name,
          hotelAddress: hotel.address ?? null,
          hotelCity: hotel.city ?? null,
          hotelCountry: hotel.country ?? null,
          hotelPhone: hotel.phone ?? null,
          checkInTime: hotel.checkinTime ?? null,
          checkOutTime: hotel.checkoutTime ?? null,
          roomName: result.booking.roomName || rate.roomName,
          boardName: result.booking.boardName || rate.boardName,
          totalPrice: result.price.amount,
          currency: result.price.currency,
          commission: rate.commission?.amount ?? null,
          adultCount: rate.adultCount,
          childCount: rate.childCount,
          cancellationPolicies: storedCancellation(result.booking.cancellation ?? rate.cancellation ?? null),
          feesPayableAtHotel: result.booking.feesPayableAtHotel.length
            ? storedFees(result.booking.feesPayableAtHotel)
            : storedFees((rate.taxesAndFees ?? []).filter((t) => !t.included)),
          holder,
          guests,
          checkIn: stay.checkin,
          checkOut: stay.checkout,
          nights: stay.nights,
          createdAt: new Date().toISOString(),
        });
        addBookingAccess(result.booking.reference, result.accessToken);
        saveBookingAttempt({
          reference: result.booking.reference,
          transactionId: result.transactionId,
          hotelId: hotel.id,
          hotelName: hotel.name,
          offerId: rate.offerId,
          rateId: rate.rateId ?? null,
          roomName: rate.roomName,
          boardName: rate.boardName,
          rateName: rate.name ?? null,
          checkin: stay.checkin,
          checkout: stay.checkout,
          occupancies: stay.occupancies,
          holder,
          guests,
          savedAt: new Date().toISOString(),
        });
        return result;
      } catch (err) {
        console.error('Prebook failed', err);
        setError(userMessage(err, t('errors.prebookFailed')));
        return null;
      }
    },
    [mutate, t],
  );

  const reset = useCallback(() => setError(null), []);
  return { prebook, loading, error, reset };
}
