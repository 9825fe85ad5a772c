// The data saver's code-split parts: loaders only, so importing this file loads nothing by itself. The top
// bar's menu button (DataSaverToggle) loads just after the app shell, so no page's first load carries it.
export const loadDataSaverToggle = () => import('./DataSaverToggle.tsx');
// The tap-to-load placeholder's code, for the app's start over a server-drawn page that shows placeholders.
export { TAP_TO_LOAD_ATTRIBUTE, preloadTapToLoad } from './tapToLoadCode.ts';
