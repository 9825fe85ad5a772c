// Hindi strings of the 'search' namespace: the destination suggestions, the Rooms & Guests picker and the results dialog (registered with their code).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-more.ts';

const hi = {
  suggestions: {
    kind: {
      city: 'शहर',
      state: 'राज्य',
      airport: 'एयरपोर्ट',
      area: 'इलाका',
    },
  },
  rooms: {
    title: 'कमरे और मेहमान',
    room: 'कमरा {{n}}',
    remove: 'हटाएँ',
    removeRoom: 'कमरा {{n}} हटाएँ',
    adults: 'वयस्क',
    adultsHint: '18 वर्ष और उससे अधिक',
    children: 'बच्चे',
    childrenHint: '0 से 17 वर्ष',
    fewerAdults: 'कमरा {{room}} में वयस्क घटाएँ',
    moreAdults: 'कमरा {{room}} में वयस्क बढ़ाएँ',
    fewerChildren: 'कमरा {{room}} में बच्चे घटाएँ',
    moreChildren: 'कमरा {{room}} में बच्चे बढ़ाएँ',
    countInRoom: 'कमरा {{room}} में {{label}}: {{value}}',
    childAge: 'बच्चा {{n}} की उम्र',
    childAgeInRoom: 'कमरा {{room}} में बच्चा {{n}} की उम्र',
    chooseAge: 'उम्र चुनें',
    underOneYear: '1 वर्ष से कम',
    years_one: '{{count}} वर्ष',
    years_other: '{{count}} वर्ष',
    addRoom: 'कमरा जोड़ें',
    maxRooms: 'अधिकतम {{max}} कमरे',
    missingAges: 'कृपया हर बच्चे की उम्र चुनें: होटल बच्चों का किराया उम्र के हिसाब से लेते हैं।',
    apply: 'लागू करें',
  },
  results: {
    title: '{{query}} के लिए खोज परिणाम',
    found: '{{query}} में {{total}} होटल मिले',
    seeAll: 'फ़िल्टर के साथ सभी देखें',
    searching: '{{query}} में होटल खोज रहे हैं...',
    failed: 'खोज नहीं हो सकी',
    failedRetry: 'खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
  },
} satisfies Strings<typeof en>;

export default hi;
