// "You're offline" (issue 17 §3): what a search or the rates show instead of an error when the browser has
// no connection. It asks again by itself when the connection comes back, and offers "Try again".
import { WifiOutlined } from '@ant-design/icons';
import { Button, Result } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export function OfflineNotice({ onRetry }: { onRetry?: () => void }) {
  const { t } = useTranslation(ns);
  useEffect(() => {
    if (!onRetry) return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);
  return (
    <div data-testid="offline-notice" role="status">
      <Result
        icon={<WifiOutlined aria-hidden />}
        title={t('notice.title')}
        subTitle={t('notice.text')}
        extra={
          onRetry && (
            <Button type="primary" onClick={onRetry}>
              {t('notice.retry')}
            </Button>
          )
        }
      />
    </div>
  );
}
