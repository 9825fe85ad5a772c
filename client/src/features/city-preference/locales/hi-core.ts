// Hindi strings of the 'city-preference' namespace, the part en-core.ts holds in English (loaded with the same code).
import type { Strings } from '../../../lib/i18n-types.ts';
import type en from './en-core.ts';

const hi = {
  button: {
    select: 'शहर चुनें',
    current: 'शहर: {{city}}। शहर बदलें',
  },
  toast: {
    dismiss: 'बंद करें',
    welcomeTitle: 'फिर से स्वागत है!',
    welcomeText: 'क्या आप {{city}} के होटल देखना चाहेंगे?',
    explore: '{{city}} के होटल देखें',
    nudgeTitle: 'अपना शहर चुनें',
    nudgeText: 'अपने इलाके के लिए खास होटल सुझाव पाएँ',
    chooseCity: 'शहर चुनें',
  },
} satisfies Strings<typeof en>;

export default hi;
