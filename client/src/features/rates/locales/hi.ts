// Hindi strings of the 'rates' namespace: every key of en.ts (lib/i18n-types.ts).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';

const hi = {
  card: {
    roomOnly: 'केवल कमरा',
    sleepsUpTo: 'अधिकतम {{n}} मेहमान',
    freeCancellationUntil: '{{deadline}} तक मुफ़्त कैंसलेशन',
    freeCancellation: 'मुफ़्त कैंसलेशन',
    nonRefundable: 'नॉन-रिफ़ंडेबल',
    commission: 'कमीशन: {{amount}}',
    totalFor_one: '{{count}} रात का कुल',
    totalFor_other: '{{count}} रातों का कुल',
    rooms: ', {{n}} कमरे',
    perNight: '{{price}} / रात',
    includesTaxes: 'टैक्स सहित',
    includedAtHotel: 'होटल पर देय {{price}} सहित',
    extraAtHotel: '+ {{price}} होटल पर देय',
    payNow: 'अभी भुगतान: {{price}}',
    selected: 'चुना गया',
    select: 'चुनें',
  },
  dialog: {
    title: 'उपलब्ध रेट',
    loading: 'रेट लोड हो रहे हैं...',
    errorTitle: 'रेट लोड करने में त्रुटि',
    errorFallback: 'रेट नहीं मिल सके। कृपया थोड़ी देर बाद फिर से कोशिश करें।',
    noRates: 'कोई रेट उपलब्ध नहीं',
    noRatesText: 'चुनी गई तारीखों के लिए कोई रेट उपलब्ध नहीं है। दूसरी तारीखें आज़माएँ या सीधे होटल से संपर्क करें।',
    list: 'रेट',
    nights_one: '{{count}} रात',
    nights_other: '{{count}} रातें',
    guests_one: '{{count}} मेहमान',
    guests_other: '{{count}} मेहमान',
    checkinDate: 'चेक-इन की तारीख',
    checkoutDate: 'चेक-आउट की तारीख',
    cancel: 'रद्द करें',
    apply: 'बदलाव लागू करें',
    changeDates: 'तारीखें बदलें: {{from}} – {{to}}',
    draftStay: '{{from}} → {{to}} ({{nights}})',
  },
  panel: {
    outdated: 'यह लिस्टिंग पुरानी हो सकती है; रेट शायद उपलब्ध न हों।',
    viewRates: 'उपलब्ध रेट देखें',
    forNights_one: '{{count}} रात के लिए',
    forNights_other: '{{count}} रातों के लिए',
    noRate: 'अभी कोई रेट नहीं चुना गया',
    bookNow: 'अभी बुक करें',
    selectToBook: 'बुक करने के लिए रेट चुनें',
    viewRatesBookNow: 'रेट देखें और अभी बुक करें',
    dialogTitle: 'रेट चुनें और बुक करें',
  },
  calendar: {
    previousMonth: '{{label}}: पिछला महीना',
    nextMonth: '{{label}}: अगला महीना',
    grid: '{{label}}, {{month}}',
    weekNumber: 'सप्ताह संख्या',
    weekShort: 'सप्ताह',
    week: 'सप्ताह {{n}}',
  },
} satisfies Strings<typeof en>;

export default hi;
