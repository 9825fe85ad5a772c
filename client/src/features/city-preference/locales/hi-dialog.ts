// Hindi strings of the 'city-preference' namespace, the part en-dialog.ts holds in English (loaded with the same code).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-dialog.ts';

const hi = {
  dialog: {
    title: 'शहर चुनें',
    skipForNow: 'अभी छोड़ें',
    continue: 'आगे बढ़ें',
    continueWith: '{{city}} के साथ आगे बढ़ें',
    changeAnytime: 'आप अपना पसंदीदा शहर कभी भी बदल सकते हैं',
    intro: 'अपने लिए खास होटल सुझाव पाने के लिए अपना शहर चुनें',
    skip: 'छोड़ें',
    searchPlaceholder: 'शहर खोजें...',
    searchLabel: 'शहर खोजें',
    searchFailed: 'शहर की खोज नहीं हो सकी। कृपया फिर से कोशिश करें।',
    results: 'खोज के नतीजे',
    resultsTitle: 'खोज के नतीजे ({{count}})',
    searching: 'शहर खोजे जा रहे हैं',
    noResults: '"{{query}}" के लिए कोई शहर नहीं मिला',
    tryAnother: 'किसी दूसरे शहर का नाम खोजकर देखें',
    cityInRegion: '{{city}}, {{region}}',
    popular: 'लोकप्रिय शहर',
    loadingPopular: 'लोकप्रिय शहर लोड हो रहे हैं',
    popularUnavailable: 'लोकप्रिय शहर अभी उपलब्ध नहीं हैं। ऊपर अपना शहर खोजें।',
  },
} satisfies Strings<typeof en>;

export default hi;
