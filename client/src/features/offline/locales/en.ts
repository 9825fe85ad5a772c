// English strings of the 'offline' namespace: the offline banner, the "You're offline" notice of searches
// and rates, and the app's update note (issue 17 §2, §3).
const en = {
  banner: {
    offline: "You're offline.",
    offlineDetail: 'Your bookings and vouchers you have opened are still here. Searches and rates need a connection.',
    confirmation: 'Your booking will be confirmed as soon as the connection is back. Keep this page open.',
    backOnline: "You're back online.",
  },
  notice: {
    title: "You're offline",
    text: 'Searches and rates need a connection. They will load again once you are back online.',
    retry: 'Try again',
  },
  update: {
    updated: 'StayIndia was updated',
  },
} as const;

export default en;
