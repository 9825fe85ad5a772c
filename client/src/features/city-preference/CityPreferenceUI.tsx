// Everything the city preference draws outside the top bar, in one element for the app shell to mount
// once inside <LocationProvider>: the city dialog and both toasts.
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation } from './LocationContext.tsx';
import { SelectCityNudge, WelcomeBackToast } from './Toasts.tsx';

/**
 * The dialog (Modal, Input, Alert, Empty and the city search: ~20 kB gzip) is not part of any first
 * screen: it opens on a click or from the nudge, so its code loads when it is first wanted, and is
 * warmed up as soon as the nudge or a hover on the city button suggests it soon will be.
 */
export const loadCityDialog = () => import('./CityDialog.tsx');
const CityDialog = lazy(async () => ({ default: (await loadCityDialog()).CityDialog }));

export interface CityPreferenceUIProps {
  /** Called with the city when the traveller accepts the welcome-back suggestion. */
  onExplore: (city: string) => void;
}

export function CityPreferenceUI({ onExplore }: CityPreferenceUIProps) {
  const { dialogOpen, showNudge } = useLocation();
  // Once opened, the dialog stays mounted so that it can play its closing animation.
  const [wanted, setWanted] = useState(dialogOpen);
  if (dialogOpen && !wanted) setWanted(true);

  useEffect(() => {
    if (showNudge) void loadCityDialog();
  }, [showNudge]);

  return (
    <>
      {wanted && (
        <Suspense fallback={null}>
          <CityDialog />
        </Suspense>
      )}
      <SelectCityNudge />
      <WelcomeBackToast onExplore={onExplore} />
    </>
  );
}
