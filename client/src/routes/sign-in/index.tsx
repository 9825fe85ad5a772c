// /sign-in?token=…: where an e-mailed sign-in link lands (issue 16 §6).
import { SignInPage } from '../../features/manage-booking/index.ts';

export function Component() {
  return <SignInPage />;
}

export default Component;
