// English strings of the 'pages' namespace, second part: the privacy and terms pages' prose, registered
// only when those pages load (static/i18n.ts): ~2 kB gzip that must not ride in every first load.
const legal = {
  legal: {
    lastUpdated: 'Last updated: {{date}}',
    updated: '1 January 2025',
  },
  privacy: {
    title: 'Privacy Policy',
    intro:
      'StayIndia has no accounts and no log-in. We keep only what is needed to find hotels for you and to make and look up your bookings. This page lists all of it.',
    browserTitle: 'Kept in your browser',
    browserText:
      "These entries live in your browser's local storage on this device only. Clearing your browser's site data removes all of them.",
    keys: {
      preferredCity: 'The city you chose in "Choose City" and when you chose it. It is forgotten after 30 days.',
      selectionShown: 'Whether we have already asked you to choose a city, so we do not ask again.',
      pendingBooking:
        'The booking you are paying for: hotel, room, dates, price, and the holder and guest names and e-mails. It is removed once the booking is confirmed.',
      bookingHistory: 'Your past bookings made in this browser, shown on My Bookings.',
      accessTokens: 'Random tokens that let this browser list its own bookings from our server. They are not linked to any account.',
    },
    serverTitle: 'Kept on our server: the booking ledger',
    serverText: 'When you book, our server records the booking so it can be confirmed with the hotel and looked up later:',
    ledger: {
      reference: 'the booking reference, its status and when it changed;',
      stay: 'the hotel, room, board, check-in and check-out dates, number of adults and children;',
      holder: "the booking holder's first name, last name and e-mail address;",
      guests: "each guest's first name, last name, e-mail address and any special requests;",
      price: 'the price, currency and cancellation policy;',
      payment: 'the payment reference (transaction id) from our payment partner.',
    },
    cards:
      "<b>We never see or store card numbers.</b> Card details are entered in our payment partner's secure widget and go straight to them; we receive only a payment reference.",
    lookupTitle: 'Looking up a booking',
    lookupText:
      "Anyone with a booking reference and the holder's e-mail address can look that booking up on <a>My Bookings</a>. Both must match; a wrong reference or a wrong e-mail gives the same answer, so the form cannot be used to find out whether an e-mail has booked with us. Keep your reference private.",
    sharingTitle: 'Who else receives your data',
    sharingText:
      'Your booking details are sent to our hotel-booking provider and, through them, to the hotel, so that your room is reserved in your guests\' names. Your card payment is handled by the provider\'s payment partner. City names you type in "Choose City" are sent to a cities lookup service to suggest matches. We do not sell your data or use it for advertising.',
    removalTitle: 'Questions and removal',
    removalText:
      "To ask what we hold about a booking, or to have it removed once your stay is over, write to <a>{{email}}</a> with your booking reference from the holder's e-mail address.",
  },
  terms: {
    title: 'Terms of Service',
    intro:
      'StayIndia helps you find and book hotels in India. Hotel information, rates and reservations come from our hotel-booking provider and the hotels themselves. By making a booking you agree to these terms.',
    pricesTitle: 'Prices and payment',
    pricesText:
      "Prices are shown in Indian rupees (INR) for the dates and guests you chose. A price on a search result is the lowest price we found and may change; the price you pay is the one shown on the rate you select. If a notice says prices may be out of date, check the rates on the hotel page before booking. Payment is taken by card through our payment partner's secure widget.",
    bookingTitle: 'Your booking',
    bookingText:
      'A booking is confirmed when you see "Booking Confirmed" with a booking ID, or receive a confirmation e-mail. If your payment went through but the confirmation is pending, we keep trying with the hotel; contact support with your payment reference if no e-mail arrives within 24 hours. You can look a booking up at any time on <a>My Bookings</a> with its reference and the holder\'s e-mail address.',
    cancelTitle: 'Cancellations and refunds',
    cancelText:
      'Each rate states whether it is refundable and until when it can be cancelled free of charge. Non-refundable rates cannot be refunded. Refunds go back to the card that paid.',
    guestsTitle: 'Guests and the hotel',
    guestsText:
      "The names and e-mails you give must be those of the people staying. The hotel's own rules (check-in times, identity documents, children, pets) apply to your stay.",
    dataTitle: 'Your data',
    dataText: 'What we keep and why is described in our <a>Privacy Policy</a>.',
    contactTitle: 'Contact',
    contactText: 'Questions about these terms: <a>{{email}}</a> or {{phone}}.',
  },
} as const;

export default legal;
