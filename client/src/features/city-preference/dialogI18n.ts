// Registers the 'Choose City' dialog's English strings (locales/en-dialog.ts) in the 'city-preference'
// namespace when the dialog's code loads: merged into what i18n.ts registered, overwriting nothing.
import { addPart } from '../../lib/i18n.ts';
import { ns } from './i18n.ts';
import dialog from './locales/en-dialog.ts';

await addPart(ns, dialog, () => import('./locales/hi-dialog.ts'));

export { ns };
