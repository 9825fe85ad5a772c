// The offline feature's public entry (issue 17 §2, §3): what the app's first load needs, all small. The
// banner, the notice's strings and the service worker's registration are chunks of their own (lazy.ts).
export { OfflineLayer, YoureOffline } from './OfflineLayer.tsx';
export { offlineSnapshots } from './link.ts';
export { isOfflineError, untilOnline, whenOnline } from './network.ts';
export { captureInstallPrompt, installApp } from './install.ts';
