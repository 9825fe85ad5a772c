// English strings of the 'home' namespace, second part: the sections below the hero, registered when
// their code loads after the first paint (../sectionsI18n.ts). The spec's wording, exactly.
const sections = {
  why: {
    title: 'Why Choose Us',
    priceTitle: 'Best Price Guarantee',
    priceText: 'Found it cheaper elsewhere? We match the price, no questions asked.',
    secureTitle: 'Secure Booking',
    secureText: 'Card payments are handled by a certified payment partner.',
    premiumTitle: 'Premium Hotels',
    premiumText: 'Hand-picked stays from heritage havelis to beach resorts.',
    supportTitle: '24/7 Support',
    supportText: 'Travel experts on call day and night, in English and Hindi.',
  },
  destinations: {
    title: 'Popular Destinations',
    subtitle: "Explore India's most loved cities",
    viewAll: 'View All',
    trending: 'Trending',
  },
  types: {
    title: 'Book by Property Type',
    subtitle: 'Find the stay that suits your trip',
    hotels: 'Hotels',
    resorts: 'Resorts',
    apartments: 'Apartments',
    villas: 'Villas',
    homestays: 'Homestays',
  },
  offers: {
    title: 'Special Offers',
    subtitle: 'Limited-time deals on stays across India',
    monsoonTitle: 'Monsoon Escapes',
    monsoonText: 'Save up to 50% on hill-station and Kerala backwater stays.',
    monsoonTag: 'Up to 50% off',
    weekendTitle: 'Weekend Getaways',
    weekendText: 'Two nights or more near your city, with breakfast included.',
    weekendTag: 'Weekend deal',
    longTitle: 'Stay Longer, Pay Less',
    longText: 'Book 5 nights or more across 130K+ properties and save more.',
    longTag: 'Long stays',
  },
  cta: {
    title: 'Ready to Start Your Journey?',
    text: 'Instant confirmation on 130K+ properties across India.',
    browseHotels: 'Browse Hotels',
    downloadApp: 'Download App',
    appComingSoon: 'App download feature coming soon!',
  },
} as const;

export default sections;
