// The layout's offline layer (issue 17 §2, §3): registers the service worker, says once that the app was
// updated, and while the browser has no connection shows a banner under the top bar. On the payment return
// page the banner says the booking is confirmed when the connection is back (useConfirmBooking waits for it).
import { WifiOutlined } from '@ant-design/icons';
import { Alert } from 'antd';
import { useEffect, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { ns } from './i18n.ts';
import { isNewVersion, registerWhenIdle } from './serviceWorker.ts';

function subscribe(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

/** False while the browser says it has no connection; true on the server and while hydrating. */
function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}

// A toast keeps its text's key, not the text: a language switch while it is up changes it too.
interface Toast {
  type: 'info' | 'success';
  key: 'update.updated' | 'banner.backOnline';
}

const TOAST_MS = 4_000;
const TOAST_PLACE = {
  position: 'fixed',
  top: 12,
  left: '50%',
  transform: 'translateX(-50%)',
  zIndex: 1100,
  width: 'max-content',
  maxWidth: 'calc(100vw - 32px)',
  boxShadow: '0 6px 16px rgba(0, 0, 0, 0.12)',
  borderRadius: 10,
} as const;

// The toast on screen, if any: set by showToast, cleared after TOAST_MS.
let shown: Toast | null = null;
let hideTimer: ReturnType<typeof setTimeout> | undefined;
const toastListeners = new Set<() => void>();

function showToast(toast: Toast | null): void {
  shown = toast;
  clearTimeout(hideTimer);
  if (toast) hideTimer = setTimeout(() => showToast(null), TOAST_MS);
  for (const listener of toastListeners) listener();
}

function useToast(): Toast | null {
  return useSyncExternalStore(
    (onChange) => {
      toastListeners.add(onChange);
      return () => {
        toastListeners.delete(onChange);
      };
    },
    () => shown,
    () => null,
  );
}

export function OfflineUI() {
  const { t } = useTranslation(ns);
  const online = useOnline();
  const { pathname } = useLocation();
  const toast = useToast();

  // Once per page load: the note and the registration.
  useEffect(() => {
    if (isNewVersion()) showToast({ type: 'info', key: 'update.updated' });
    registerWhenIdle();
  }, []);

  useEffect(() => {
    const backOnline = () => showToast({ type: 'success', key: 'banner.backOnline' });
    window.addEventListener('online', backOnline);
    return () => window.removeEventListener('online', backOnline);
  }, []);

  return (
    <>
      {toast && (
        // The app's own toast, over the page at its top: antd's message is styled by its runtime, which the
        // app does not run (theme.zeroRuntime), and its notices sat unstyled below the footer.
        <div style={TOAST_PLACE} data-testid="toast">
          <Alert type={toast.type} showIcon role="status" title={t(toast.key)} />
        </div>
      )}
      {!online && (
        <Alert
          banner
          type="warning"
          icon={<WifiOutlined aria-hidden />}
          role="status"
          data-testid="offline-banner"
          title={t('banner.offline')}
          description={pathname === paths.bookingConfirmation() ? t('banner.confirmation') : t('banner.offlineDetail')}
        />
      )}
    </>
  );
}
