// Everything the city preference draws outside the top bar, in one element for the app shell to mount
// once inside <LocationProvider>: the city dialog and both toasts.
import { CityDialog } from './CityDialog.tsx';
import { SelectCityNudge, WelcomeBackToast } from './Toasts.tsx';

export interface CityPreferenceUIProps {
  /** Called with the city when the traveller accepts the welcome-back suggestion. */
  onExplore: (city: string) => void;
}

export function CityPreferenceUI({ onExplore }: CityPreferenceUIProps) {
  return (
    <>
      <CityDialog />
      <SelectCityNudge />
      <WelcomeBackToast onExplore={onExplore} />
    </>
  );
}
