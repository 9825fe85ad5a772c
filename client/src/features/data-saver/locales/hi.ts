// Hindi strings of the 'data-saver' namespace: every key of en.ts (lib/i18n-types.ts).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';

const hi = {
  menu: {
    label: 'और विकल्प',
  },
  toggle: {
    label: 'डेटा सेवर',
    description: 'छोटी फ़ोटो, स्लाइडशो अपने-आप नहीं चलेंगे, और पेज में नीचे की फ़ोटो तभी लोड होंगी जब आप उन पर टैप करेंगे।',
    browser: 'आपका ब्राउज़र डेटा बचाने के लिए कह रहा है।',
  },
  photo: {
    tapToLoad: 'फ़ोटो देखने के लिए टैप करें',
    tapToLoadNamed: 'फ़ोटो देखने के लिए टैप करें: {{name}}',
  },
} satisfies Strings<typeof en>;

export default hi;
