// Hindi strings of the 'hotel' namespace: every key of en.ts (lib/i18n-types.ts).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';

const hi = {
  header: {
    back: 'खोज पर वापस जाएँ',
    stars_one: '{{count}} स्टार',
    stars_other: '{{count}} स्टार',
  },
  gallery: {
    imageAlt: '{{name}} की तस्वीर {{n}}',
    noPhotos: '{{name}}: अभी कोई तस्वीर नहीं है',
  },
  overview: {
    title: 'होटल का परिचय',
    welcome: '{{name}} में आपका स्वागत है। {{city}} में स्थित यह {{type}} हर तरह के यात्री के लिए आरामदायक कमरे और ध्यान से की गई सेवा देता है।',
    descriptionPending: 'इस प्रॉपर्टी का विस्तृत विवरण अपडेट किया जा रहा है।',
    nearestAirport: 'निकटतम हवाई अड्डा:',
  },
  facilities: {
    title: 'होटल की सुविधाएँ',
    none: 'इस होटल की सुविधाओं की जानकारी अभी उपलब्ध नहीं है। जानकारी के लिए कृपया होटल से संपर्क करें।',
    showLess: 'कम दिखाएँ',
    showAll: 'सभी {{n}} सुविधाएँ दिखाएँ',
  },
  rooms: {
    title: 'उपलब्ध कमरे',
    tab: 'कमरा {{n}}',
    photoAlt: '{{room}} की तस्वीर {{n}}',
    maxGuests: 'अधिकतम मेहमान',
    beds: 'बेड',
    size: 'आकार',
    bookRoom: 'यह कमरा बुक करें',
    infoTitle: 'कमरों की जानकारी',
    infoText: 'इस प्रॉपर्टी के कमरों का विवरण अभी उपलब्ध नहीं है। उपलब्ध कमरे देखने के लिए अपनी तारीखों के लाइव रेट देखें।',
    viewRates: 'रेट देखें और बुक करें',
  },
  info: {
    statusTitle: 'प्रॉपर्टी की स्थिति की सूचना',
    statusText: 'यह लिस्टिंग पुरानी हो सकती है या अब बुकिंग के लिए उपलब्ध न हो। योजना बनाने से पहले कृपया रेट ध्यान से जाँचें या होटल से संपर्क करें।',
    importantTitle: 'महत्वपूर्ण जानकारी',
    importantId: 'चेक-इन के समय हर वयस्क के लिए सरकार द्वारा जारी फ़ोटो पहचान पत्र ज़रूरी है।',
    importantTimes: 'चेक-इन और चेक-आउट का समय अलग हो सकता है; कृपया होटल से पुष्टि करें।',
    importantRequests: 'विशेष अनुरोध उपलब्धता पर निर्भर हैं और उन पर शुल्क लग सकता है।',
    needMoreTitle: 'और जानकारी चाहिए?',
    needMoreText: '{{name}} की जानकारी अभी जोड़ी जा रही है। कमरों, सुविधाओं या किसी और बात की जानकारी के लिए हमारी टीम आपकी मदद कर सकती है।',
    enquirySubject: 'पूछताछ: {{name}}',
    emailInquiry: 'ईमेल से पूछताछ करें',
    callUs: 'हमें कॉल करें',
    policiesTitle: 'होटल की नीतियाँ',
    children: 'बच्चे: {{value}}',
    pets: 'पालतू जानवर: {{value}}',
    parking: 'पार्किंग: {{value}}',
  },
  quick: {
    title: 'मुख्य जानकारी',
    checkin: 'चेक-इन: {{time}}',
    checkout: 'चेक-आउट: {{time}}',
    contactForTimes: 'चेक-इन और चेक-आउट के समय के लिए कृपया होटल से संपर्क करें',
    fax: 'फ़ैक्स: {{fax}}',
    partOf: '{{chain}} का हिस्सा',
    trustedChain: 'भरोसेमंद होटल चेन',
    parking: 'पार्किंग: {{value}}',
    freeWifi: 'मुफ़्त वाई-फ़ाई',
    childrenAllowed: 'बच्चों को अनुमति है',
    adultsOnly: 'केवल वयस्कों के लिए',
    petsAllowed: 'पालतू जानवरों को अनुमति है',
    noPets: 'पालतू जानवरों की अनुमति नहीं',
    groupMin: 'ग्रुप बुकिंग: कम से कम {{n}} कमरे',
    rating: '{{rating}} / 5',
    reviews_one: '{{n}} रिव्यू',
    reviews_other: '{{n}} रिव्यू',
    noReviews: 'अभी कोई रिव्यू नहीं',
  },
  guests: {
    title: 'मेहमानों के अनुभव',
    loveMost: 'मेहमानों को सबसे ज़्यादा क्या पसंद आया',
    highlights_one: '{{count}} ख़ास बात',
    highlights_other: '{{count}} ख़ास बातें',
    hideDetails: 'विवरण छिपाएँ',
    viewReviews: '{{n}} रिव्यू देखें',
    response:
      'प्रबंधन का जवाब: अपने अनुभव साझा करने के लिए धन्यवाद। हम हर रिव्यू पढ़ते हैं और आपके सुझावों से अपने कमरों, सेवा और सुविधाओं को लगातार बेहतर बनाते हैं। हम फिर से आपके स्वागत की प्रतीक्षा करेंगे।',
  },
} satisfies Strings<typeof en>;

export default hi;
