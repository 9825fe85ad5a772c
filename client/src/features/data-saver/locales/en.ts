// English strings of the 'data-saver' namespace: the top bar's menu with the data saver switch, and the
// placeholder of a photo that waits for a tap (see lib/i18n.ts).
const en = {
  menu: {
    /** The top bar's menu button (an icon): its accessible name and tooltip. */
    label: 'More options',
  },
  toggle: {
    label: 'Data saver',
    description: 'Smaller photos, no slideshows, and photos further down a page load only when you tap them.',
    /** Shown while the browser (or the phone's setting) asks to save data. */
    browser: 'Your browser asks to save data.',
  },
  photo: {
    tapToLoad: 'Tap to load photo',
    /** Accessible name of the placeholder: the visible words, then what the photo shows. */
    tapToLoadNamed: 'Tap to load photo: {{name}}',
  },
} as const;

export default en;
