// Hindi strings of the 'pages' namespace, the part en-core.ts holds in English (loaded with the same code).
import type { Strings } from '../../lib/i18n-types.ts';
import type en from './en-core.ts';

const hi = {
  home: {
    badge: 'भारत का नंबर 1 होटल बुकिंग प्लेटफ़ॉर्म',
    title: 'पूरे भारत में अपना परफ़ेक्ट ठिकाना खोजें',
    subtitle: 'तुरंत कन्फ़र्मेशन, सबसे कम कीमत की गारंटी, और 100+ शहरों के 50,000+ होटलों में ठहरने के विकल्प।',
  },
  hotel: {
    loading: 'होटल की जानकारी लोड हो रही है...',
    goBack: 'वापस जाएँ',
    notFoundTitle: 'होटल नहीं मिला',
    notFoundMessage: 'हमें यह होटल नहीं मिला। हो सकता है इसे हमारी सूची से हटा दिया गया हो।',
    errorTitle: 'होटल लोड करने में त्रुटि',
    errorMessage: 'होटल की जानकारी लोड नहीं हो सकी',
    guestExperiences: 'मेहमानों के अनुभव',
    reviewsUnavailable: 'मेहमानों की समीक्षाएँ अभी उपलब्ध नहीं हैं।',
    title: '{{name}} | StayIndia',
  },
  mapSearch: {
    loading: 'नक्शा लोड हो रहा है...',
  },
  notFound: {
    title: 'पेज नहीं मिला',
    subtitle: 'माफ़ करें, आप जो पेज ढूँढ रहे हैं वह मौजूद नहीं है।',
    backHome: 'होम पर वापस जाएँ',
  },
  comingSoon: {
    destinations: 'गंतव्य पेज',
    about: 'हमारे बारे में',
    contact: 'संपर्क करें',
    offers: 'खास ऑफ़र',
  },
} satisfies Strings<typeof en>;

export default hi;
