// Hindi strings of the 'common' namespace: the footer, the error page and the coming-soon pages (registered with their code).
import type { Strings } from '../../lib/i18n-types.ts';
import type en from './en-more.ts';

const hi = {
  footer: {
    about: 'भारत की प्रमुख होटल बुकिंग। पूरे भारत में ठहरने पर तुरंत कन्फ़र्मेशन और सबसे कम कीमत की गारंटी।',
    social: 'सोशल मीडिया',
    facebook: 'फ़ेसबुक',
    x: 'X',
    instagram: 'इंस्टाग्राम',
    linkedIn: 'लिंक्डइन',
    quickLinks: 'क्विक लिंक',
    quickLinksLabel: 'क्विक लिंक',
    browseHotels: 'होटल देखें',
    popularDestinations: 'लोकप्रिय गंतव्य',
    specialOffers: 'खास ऑफ़र',
    myBookings: 'मेरी बुकिंग',
    topCities: 'प्रमुख शहर',
    topCitiesLabel: 'प्रमुख शहर',
    hotelsIn: '{{city}} में होटल',
    contactUs: 'संपर्क करें',
    address: 'चौथी मंज़िल, प्रेस्टीज टावर, एमजी रोड, बेंगलुरु, कर्नाटक 560001, भारत',
    copyright: '© 2025 StayIndia. सर्वाधिकार सुरक्षित।',
    privacy: 'गोपनीयता नीति',
    terms: 'सेवा की शर्तें',
  },
  error: {
    unavailableTitle: 'सेवा अस्थायी रूप से उपलब्ध नहीं है',
    unavailableDetail: 'होटल सेवा अभी जवाब नहीं दे रही है। कृपया थोड़ी देर में फिर से कोशिश करें।',
    notFoundTitle: 'नहीं मिला',
    notFoundDetail: 'आप जो ढूँढ रहे थे, वह हमें नहीं मिला।',
    genericTitle: 'कुछ गड़बड़ हो गई',
    genericDetail: 'एक अनपेक्षित त्रुटि हुई। कृपया फिर से कोशिश करें।',
    tryAgain: 'फिर से कोशिश करें',
    goHome: 'होम पर जाएँ',
  },
  comingSoon: {
    title: 'जल्द आ रहा है',
    backHome: 'होम पर वापस जाएँ',
  },
} satisfies Strings<typeof en>;

export default hi;
