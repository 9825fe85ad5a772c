// Typed keys (issue 17 §1): t('…') accepts only keys of the English files, per namespace.
import 'i18next';
import type common from './app/locales/en.ts';
import type pages from './routes/locales/en.ts';
import type booking from './features/booking/locales/en.ts';
import type cityPreference from './features/city-preference/locales/en.ts';
import type dataSaver from './features/data-saver/locales/en.ts';
import type home from './features/home/locales/en.ts';
import type hotel from './features/hotel/locales/en.ts';
import type hotelList from './features/hotel-list/locales/en.ts';
import type manageBooking from './features/manage-booking/locales/en.ts';
import type map from './features/map/locales/en.ts';
import type offline from './features/offline/locales/en.ts';
import type rates from './features/rates/locales/en.ts';
import type search from './features/search/locales/en.ts';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      pages: typeof pages;
      booking: typeof booking;
      'city-preference': typeof cityPreference;
      'data-saver': typeof dataSaver;
      home: typeof home;
      hotel: typeof hotel;
      'hotel-list': typeof hotelList;
      'manage-booking': typeof manageBooking;
      map: typeof map;
      offline: typeof offline;
      rates: typeof rates;
      search: typeof search;
    };
  }
}
