// English strings of the 'search' namespace: the destination suggestions, the Rooms & Guests picker and the results dialog (registered with their code).
const en = {
  suggestions: {
    kind: {
      city: 'City',
      state: 'State',
      airport: 'Airport',
      area: 'Area',
    },
  },
  rooms: {
    title: 'Rooms & Guests',
    room: 'Room {{n}}',
    remove: 'Remove',
    removeRoom: 'Remove room {{n}}',
    adults: 'Adults',
    adultsHint: '18 years and over',
    children: 'Children',
    childrenHint: '0 to 17 years',
    fewerAdults: 'Fewer adults in room {{room}}',
    moreAdults: 'More adults in room {{room}}',
    fewerChildren: 'Fewer children in room {{room}}',
    moreChildren: 'More children in room {{room}}',
    countInRoom: '{{label}} in room {{room}}: {{value}}',
    childAge: 'Age of child {{n}}',
    childAgeInRoom: 'Age of child {{n}} in room {{room}}',
    chooseAge: 'Choose age',
    underOneYear: 'Under 1 year',
    years_one: '{{count}} year',
    years_other: '{{count}} years',
    addRoom: 'Add room',
    maxRooms: 'Up to {{max}} rooms',
    missingAges: 'Please choose the age of every child: hotels price children by age.',
    apply: 'Apply',
  },
  results: {
    title: 'Search Results for {{query}}',
    found: 'Found {{total}} hotel(s) in {{query}}',
    seeAll: 'See all with filters',
    searching: 'Searching hotels for {{query}}...',
    failed: 'Search failed',
    failedRetry: 'The search failed. Please try again.',
  },
} as const;

export default en;
