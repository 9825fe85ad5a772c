// English strings of the 'city-preference' namespace, first part: the city button and the two toasts (on
// every page), registered by ../i18n.ts. The spec's wording, exactly.
const core = {
  button: {
    select: 'Select City',
    current: 'City: {{city}}. Change city',
  },
  toast: {
    dismiss: 'Dismiss',
    welcomeTitle: 'Welcome back!',
    welcomeText: 'Do you want to explore hotels in {{city}}?',
    explore: 'Explore {{city}} Hotels',
    nudgeTitle: 'Select Your City',
    nudgeText: 'Get personalized hotel recommendations for your area',
    chooseCity: 'Choose City',
  },
} as const;

export default core;
