// Hindi strings of the 'map' namespace: every key of en.ts (lib/i18n-types.ts).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';

const hi = {
  page: {
    titleIn: 'मैप पर {{destination}} के होटल',
    titleArea: 'इस इलाके के होटल',
    title: 'मैप पर खोजें',
  },
  map: {
    label: 'मिले हुए होटलों का मैप',
    searchArea: 'इस इलाके में खोजें',
    shapes: 'आकृतियाँ: {{attribution}}',
    zoomIn: 'ज़ूम इन करें',
    zoomOut: 'ज़ूम आउट करें',
    leafletTitle: 'इंटरैक्टिव मैप के लिए एक JavaScript लाइब्रेरी',
  },
  pins: {
    soldOut: 'बुक हो चुका',
    hotelSoldOut: '{{name}}, बुक हो चुका',
    hotelPrice: '{{name}}, {{price}} प्रति रात',
    clusterCount: '{{n}} होटल',
    clusterFrom: '{{price}} से',
  },
  card: {
    stars: '{{n}} स्टार',
    rating: '{{rating}}/5 ({{n}} रिव्यू)',
    perNight: 'प्रति रात, टैक्स सहित',
    soldOut: 'इन तारीखों के लिए बुक हो चुका',
    view: 'होटल देखें',
    close: 'बंद करें',
  },
  results: {
    chooseDestination: 'कोई गंतव्य चुनें, या मैप को खिसकाकर इस इलाके में खोजें।',
    searching: 'होटल खोज रहे हैं...',
    showing: '{{where}} में {{total}} में से {{shown}} होटल दिखाए जा रहे हैं',
    found: '{{where}} में {{total}} होटल',
    thisArea: 'इस इलाके',
    previous: 'पिछले {{n}}',
    next: 'अगले होटल',
    showList: 'सूची दिखाएँ',
    showMap: 'मैप दिखाएँ',
    failed: 'खोज नहीं हो सकी',
    failedRetry: 'खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
    none: 'दिखाने के लिए कोई होटल नहीं।',
    listLabel: 'मिले हुए होटल',
    stars: '{{n}} स्टार',
    price: '{{price}} प्रति रात, टैक्स सहित',
    away: '{{distance}} दूर',
  },
  location: {
    title: 'लोकेशन',
    label: '{{name}} की लोकेशन दिखाता मैप',
    fromCentre: '{{city}} के केंद्र से {{distance}}',
    airport: 'नज़दीकी एयरपोर्ट: {{name}}, {{distance}}',
    airportWithCode: 'नज़दीकी एयरपोर्ट: {{name}} ({{code}}), {{distance}}',
  },
  distance: {
    metres: '{{n}} मी',
    kilometres: '{{n}} किमी',
  },
} satisfies Strings<typeof en>;

export default hi;
