// Hindi strings of the 'offline' namespace: every key of en.ts (lib/i18n-types.ts).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en.ts';

const hi = {
  banner: {
    offline: 'आप ऑफ़लाइन हैं।',
    offlineDetail: 'आपने जो बुकिंग और वाउचर खोले थे, वे यहाँ उपलब्ध हैं। होटल खोजने और रेट देखने के लिए इंटरनेट कनेक्शन चाहिए।',
    confirmation: 'कनेक्शन वापस आते ही आपकी बुकिंग कन्फ़र्म हो जाएगी। यह पेज खुला रखें।',
    backOnline: 'आप फिर से ऑनलाइन हैं।',
  },
  notice: {
    title: 'आप ऑफ़लाइन हैं',
    text: 'होटल खोजने और रेट देखने के लिए इंटरनेट कनेक्शन चाहिए। ऑनलाइन होते ही ये फिर से लोड हो जाएँगे।',
    retry: 'फिर से कोशिश करें',
  },
  update: {
    updated: 'StayIndia अपडेट हो गया है',
  },
} satisfies Strings<typeof en>;

export default hi;
