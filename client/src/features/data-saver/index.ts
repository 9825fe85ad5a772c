// The data saver's public entry (issue 17 §4): its state (`useDataSaver`), the smaller photo addresses and
// the placeholder of a photo that waits for a tap, for the pages with photos. The top bar's menu button
// (`DataSaverToggle`, whose panel loads on demand) comes through lazy.ts: the top bar is in every page's
// first load, and only its loader is.
export { browserSavesData, isDataSaverOn, setDataSaver, useDataSaver } from './state.ts';
export { SMALL_PHOTO_WIDTH, photoUrl, smallPhotoUrl } from './photos.ts';
export { TapToLoadPhoto, useTapToLoad } from './TapToLoadPhoto.tsx';
