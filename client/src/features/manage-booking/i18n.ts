// Registers the 'manage-booking' namespace's English strings with the code that shows them (lib/i18n.ts).
import type { TFunction } from 'i18next';
import { addNamespace, i18n, currentLanguage } from '../../lib/i18n.ts';
import en from './locales/en.ts';

export const ns = addNamespace('manage-booking', en);

/** The 'manage-booking' namespace's t: a component's `useTranslation(ns).t`, handed to the wording functions. */
export type ManageT = TFunction<'manage-booking'>;

/** The manage-booking strings in the language the app shows at the time of the call: the wording functions' default. */
export const manageT: ManageT = ((...args: unknown[]) =>
  (i18n.getFixedT(currentLanguage(), ns) as unknown as (...a: unknown[]) => string)(...args)) as unknown as ManageT;
