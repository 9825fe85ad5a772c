// The manage-booking feature's code-split parts: loaders only, so importing this file loads nothing by itself.
export const loadCancelDialog = () => import('./CancelDialog.tsx');
export const loadEditNamesDialog = () => import('./EditNamesDialog.tsx');
