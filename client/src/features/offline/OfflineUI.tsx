// The layout's offline layer (issue 17 §2, §3): registers the service worker, says once that the app was
// updated, and while the browser has no connection shows a banner under the top bar. On the payment return
// page the banner says the booking is confirmed when the connection is back (useConfirmBooking waits for it).
import { WifiOutlined } from '@ant-design/icons';
import { Alert, message } from 'antd';
import { useEffect, useRef, useSyncExternalStore } from 'react';
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

export function OfflineUI() {
  const { t } = useTranslation(ns);
  const online = useOnline();
  const { pathname } = useLocation();
  const [toast, holder] = message.useMessage();
  const wasOnline = useRef(online);

  useEffect(() => {
    if (isNewVersion()) void toast.info(t('update.updated'));
    registerWhenIdle();
    // Once per page load: the note and the registration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    if (online && !wasOnline.current) void toast.success(t('banner.backOnline'));
    wasOnline.current = online;
  }, [online, t, toast]);

  return (
    <>
      {holder}
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
