// The offline feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadOfflineUI = () => import('./OfflineUI.tsx');
export const loadOfflineNotice = () => import('./OfflineNotice.tsx');
