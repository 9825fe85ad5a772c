// Registers the 'booking' namespace's English strings with the code that shows them (lib/i18n.ts).
import type { TFunction } from 'i18next';
import { addNamespace, i18n, currentLanguage } from '../../lib/i18n.ts';
import en from './locales/en.ts';

export const ns = addNamespace('booking', en);

/** The 'booking' namespace's t: a component's `useTranslation(ns).t`, handed to the wording functions. */
export type BookingT = TFunction<'booking'>;

/**
 * The booking strings in the language the app shows at the time of the call: the default of the wording
 * functions (voucher, validation messages, outcomes) when no component hands them its own t.
 */
export const bookingT: BookingT = ((...args: unknown[]) =>
  (i18n.getFixedT(currentLanguage(), ns) as unknown as (...a: unknown[]) => string)(...args)) as unknown as BookingT;
