// Hindi strings of the 'common' namespace: what the first screens show (registered with the namespace).
import type { Strings } from '../../lib/i18n-types.ts';
import type en from './en-core.ts';

const hi = {
  brand: {
    name: 'StayIndia',
    tagline: 'भारत की प्रमुख होटल बुकिंग',
  },
  nav: {
    label: 'मुख्य',
    home: 'होम',
    hotels: 'होटल',
    destinations: 'गंतव्य',
    about: 'हमारे बारे में',
    contact: 'संपर्क',
  },
  city: {
    select: 'शहर चुनें',
    current: 'शहर: {{city}}',
  },
  language: {
    switchTo: 'भाषा बदलकर {{language}} करें',
  },
  loading: {
    default: 'लोड हो रहा है...',
  },
  fees: {
    payableAtHotel: 'होटल पर देय: {{amount}}',
    totalInAll: 'कुल देय राशि: {{amount}}',
  },
  occupancy: {
    rooms_one: '{{count}} कमरा',
    rooms_other: '{{count}} कमरे',
    adults_one: '{{count}} वयस्क',
    adults_other: '{{count}} वयस्क',
    children_one: '{{count}} बच्चा',
    children_other: '{{count}} बच्चे',
  },
} satisfies Strings<typeof en>;

export default hi;
