// Hindi strings of the 'home' namespace, the part en-sections.ts holds in English (loaded with the same code).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-sections.ts';

const hi = {
  why: {
    title: 'हमें ही क्यों चुनें',
    priceTitle: 'सबसे कम कीमत की गारंटी',
    priceText: 'कहीं और सस्ता मिला? हम वही कीमत देंगे, बिना कोई सवाल पूछे।',
    secureTitle: 'सुरक्षित बुकिंग',
    secureText: 'कार्ड पेमेंट एक प्रमाणित पेमेंट पार्टनर के ज़रिए होते हैं।',
    premiumTitle: 'प्रीमियम होटल',
    premiumText: 'हेरिटेज हवेलियों से लेकर बीच रिसॉर्ट तक, चुनिंदा ठिकाने।',
    supportTitle: '24/7 सहायता',
    supportText: 'यात्रा विशेषज्ञ दिन-रात आपकी मदद के लिए, हिंदी और अंग्रेज़ी में।',
  },
  destinations: {
    title: 'लोकप्रिय गंतव्य',
    subtitle: 'भारत के सबसे पसंदीदा शहरों की सैर करें',
    viewAll: 'सभी देखें',
    trending: 'ट्रेंडिंग',
  },
  types: {
    title: 'प्रॉपर्टी के प्रकार से बुक करें',
    subtitle: 'अपनी यात्रा के हिसाब से ठिकाना खोजें',
    hotels: 'होटल',
    resorts: 'रिसॉर्ट',
    apartments: 'अपार्टमेंट',
    villas: 'विला',
    homestays: 'होमस्टे',
  },
  offers: {
    title: 'खास ऑफ़र',
    subtitle: 'पूरे भारत में ठहरने पर सीमित समय की डील',
    monsoonTitle: 'मानसून गेटअवे',
    monsoonText: 'हिल स्टेशन और केरल के बैकवॉटर में ठहरने पर 50% तक की बचत करें।',
    monsoonTag: '50% तक की छूट',
    weekendTitle: 'वीकेंड गेटअवे',
    weekendText: 'आपके शहर के पास दो या ज़्यादा रातें, नाश्ते के साथ।',
    weekendTag: 'वीकेंड डील',
    longTitle: 'ज़्यादा ठहरें, कम चुकाएँ',
    longText: '130K+ प्रॉपर्टी में 5 या ज़्यादा रातें बुक करें और ज़्यादा बचाएँ।',
    longTag: 'लंबा ठहराव',
  },
  cta: {
    title: 'अपनी यात्रा शुरू करने के लिए तैयार हैं?',
    text: 'पूरे भारत में 130K+ प्रॉपर्टी पर तुरंत कन्फ़र्मेशन।',
    browseHotels: 'होटल देखें',
    downloadApp: 'ऐप डाउनलोड करें',
    appComingSoon: 'ऐप डाउनलोड की सुविधा जल्द आ रही है!',
  },
} satisfies Strings<typeof en>;

export default hi;
