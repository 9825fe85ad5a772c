// English strings of the 'common' namespace: the footer, the error page and the coming-soon pages (registered with their code).
const en = {
  footer: {
    about: "India's Premier Hotel Booking. Instant confirmation and a best price guarantee on stays across India.",
    social: 'Social media',
    facebook: 'Facebook',
    x: 'X',
    instagram: 'Instagram',
    linkedIn: 'LinkedIn',
    quickLinks: 'Quick Links',
    quickLinksLabel: 'Quick links',
    browseHotels: 'Browse Hotels',
    popularDestinations: 'Popular Destinations',
    specialOffers: 'Special Offers',
    myBookings: 'My Bookings',
    topCities: 'Top Cities',
    topCitiesLabel: 'Top cities',
    hotelsIn: 'Hotels in {{city}}',
    contactUs: 'Contact Us',
    address: '4th Floor, Prestige Tower, MG Road, Bengaluru, Karnataka 560001, India',
    copyright: '© 2025 StayIndia. All rights reserved.',
    privacy: 'Privacy Policy',
    terms: 'Terms of Service',
  },
  error: {
    unavailableTitle: 'Service temporarily unavailable',
    unavailableDetail: 'The hotel service is not answering right now. Please try again in a moment.',
    notFoundTitle: 'Not found',
    notFoundDetail: 'We could not find what you were looking for.',
    genericTitle: 'Something went wrong',
    genericDetail: 'An unexpected error occurred. Please try again.',
    tryAgain: 'Try Again',
    goHome: 'Go Home',
  },
  comingSoon: {
    title: 'Coming Soon',
    backHome: 'Back to Home',
  },
} as const;

export default en;
