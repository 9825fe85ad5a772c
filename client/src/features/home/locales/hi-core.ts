// Hindi strings of the 'home' namespace, the part en-core.ts holds in English (loaded with the same code).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-core.ts';

const hi = {
  stats: {
    hotels: 'होटल',
    cities: 'शहर',
    customers: 'खुश ग्राहक',
    rating: 'औसत रेटिंग',
  },
  taglines: {
    mumbai: 'सपनों का शहर',
    delhi: 'देश का दिल',
    bangalore: 'बागों का शहर',
    goa: 'धूप, रेत और समंदर',
    jaipur: 'गुलाबी नगरी',
    kolkata: 'खुशियों का शहर',
    hyderabad: 'मोतियों का शहर',
    chennai: 'दक्षिण का प्रवेश द्वार',
  },
} satisfies Strings<typeof en>;

export default hi;
