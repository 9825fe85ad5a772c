// The manage-booking feature's public entry (issue 16 §3, §6): the manage page, the e-mail lookup that grants
// access, the sign-in link form and the page a sign-in link opens. Its dialogs load lazily (lazy.ts).
export { ManageBookingPage } from './ManageBooking.tsx';
export { FindYourBooking } from './FindYourBooking.tsx';
export { SignInLinkForm } from './SignInLinkForm.tsx';
export { SignInPage } from './SignInPage.tsx';
export { statusView } from './wording.ts';
export { ns } from './i18n.ts';
