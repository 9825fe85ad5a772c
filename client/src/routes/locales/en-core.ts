// English strings of the 'pages' namespace, first part: the route pages (home hero, hotel page frame, map,
// 404, placeholders), registered with the route table (../i18n.ts). The spec's wording, exactly.
const pages = {
  home: {
    badge: "India's #1 Hotel Booking Platform",
    title: 'Discover Your Perfect Stay Across India',
    subtitle: 'Instant confirmation, best price guarantee, and stays from 50,000+ hotels in 100+ cities.',
  },
  hotel: {
    loading: 'Loading hotel details...',
    goBack: 'Go Back',
    notFoundTitle: 'Hotel Not Found',
    notFoundMessage: 'We could not find this hotel. It may have been removed from our listings.',
    errorTitle: 'Error Loading Hotel',
    errorMessage: 'Failed to load hotel details',
    guestExperiences: 'Guest Experiences',
    reviewsUnavailable: 'Guest reviews are not available right now.',
    /** The page's <title>. */
    title: '{{name}} | StayIndia',
  },
  mapSearch: {
    loading: 'Loading the map...',
  },
  notFound: {
    title: 'Page Not Found',
    subtitle: 'Sorry, the page you are looking for does not exist.',
    backHome: 'Back to Home',
  },
  /** The 'Coming Soon' placeholders: each page's name. */
  comingSoon: {
    destinations: 'Destinations Page',
    about: 'About Us',
    contact: 'Contact Us',
    offers: 'Special Offers',
  },
} as const;

export default pages;
