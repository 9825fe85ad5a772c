// Hindi strings of the 'search' namespace: what the first screens show (registered with the namespace).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-core.ts';

const hi = {
  form: {
    roomsField: 'कमरे और मेहमान: {{summary}}',
    suggestionsLabel: 'गंतव्य के सुझाव',
    label: 'होटल खोजें',
    destination: 'गंतव्य',
    destinationPlaceholder: 'आप कहाँ जा रहे हैं?',
    checkin: 'चेक-इन',
    checkout: 'चेक-आउट',
    guests: 'मेहमान',
    propertyType: 'प्रॉपर्टी का प्रकार',
    search: 'खोजें',
    searchHotels: 'होटल खोजें',
    searching: 'खोज रहे हैं...',
    searchOnMap: 'मैप पर खोजें',
    enterDestination: 'कृपया गंतव्य दर्ज करें',
  },
} satisfies Strings<typeof en>;

export default hi;
