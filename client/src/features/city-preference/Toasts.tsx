// The two city toasts: welcome back (bottom right) and the select-city nudge (top right). Fixed cards
// rather than antd notifications, because the spec wants them to stay until dismissed or actioned.
import type { CSSProperties, ReactNode } from 'react';
import { Flex, theme as antTheme } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { useTranslation } from 'react-i18next';
import { CloseOutlined, EnvironmentOutlined, SmileOutlined } from '@ant-design/icons';
import { useLocation } from './LocationContext.tsx';
import { ns } from './i18n.ts';
import { Surface } from '../../components/Surface.tsx';
import { Text } from '../../components/Typography.tsx';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { BOTTOM_BAR_HEIGHT_VAR, TOP_BAR_HEIGHT_VAR } from '../../lib/layoutVars.ts';

// Above the sticky top bar (z-index 100), below antd's modals (1000) so the dialog covers them.
const TOAST_Z_INDEX = 900;

function ToastCard({
  title,
  text,
  icon,
  action,
  onDismiss,
  position,
}: {
  title: string;
  text: string;
  icon: ReactNode;
  action: ReactNode;
  onDismiss: () => void;
  position: CSSProperties;
}) {
  const { token } = antTheme.useToken();
  const { t } = useTranslation(ns);
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label={title}
      style={{ position: 'fixed', zIndex: TOAST_Z_INDEX, width: 'min(340px, calc(100vw - 32px))', ...position }}
    >
      <Surface size="small" style={{ boxShadow: token.boxShadowSecondary }}>
        <Flex gap={12} align="flex-start">
          <span aria-hidden style={{ color: token.colorPrimary, fontSize: 22, lineHeight: 1 }}>
            {icon}
          </span>
          <Flex vertical gap={4} style={{ flex: 1, minWidth: 0 }}>
            <Text strong>{title}</Text>
            <Text type="secondary">{text}</Text>
            <div style={{ marginTop: 8 }}>{action}</div>
          </Flex>
          <LightButton type="text" size="small" icon={<CloseOutlined aria-hidden />} aria-label={t('toast.dismiss')} onClick={onDismiss} />
        </Flex>
      </Surface>
    </div>
  );
}

export interface WelcomeBackToastProps {
  /** Runs the hotel search for the city; the toast hides itself afterwards. */
  onExplore: (city: string) => void;
}

export function WelcomeBackToast({ onExplore }: WelcomeBackToastProps) {
  const { city, showWelcomeBack, dismissWelcomeBack } = useLocation();
  const { t } = useTranslation(ns);
  if (!showWelcomeBack || !city) return null;
  return (
    <ToastCard
      title={t('toast.welcomeTitle')}
      text={t('toast.welcomeText', { city })}
      icon={<SmileOutlined aria-hidden />}
      position={{ right: 16, bottom: 16 }}
      onDismiss={dismissWelcomeBack}
      action={
        <LightButton
          type="primary"
          onClick={() => {
            dismissWelcomeBack();
            onExplore(city);
          }}
        >
          {t('toast.explore', { city })}
        </LightButton>
      }
    />
  );
}

export function SelectCityNudge() {
  const { showNudge, dismissNudge, chooseCityFromNudge } = useLocation();
  // On a phone the top right is the top bar's nav row, and below it the page's first controls ('Back to
  // Search', the list's Search button): there the nudge sits at the bottom, above any fixed bottom bar.
  const wide = useMediaQuery('(min-width: 768px)');
  const { t } = useTranslation(ns);
  if (!showNudge) return null;
  return (
    <ToastCard
      title={t('toast.nudgeTitle')}
      text={t('toast.nudgeText')}
      icon={<EnvironmentOutlined aria-hidden />}
      position={
        wide
          ? // Below the sticky top bar (its measured height, see TopBar).
            { right: 16, top: `calc(var(${TOP_BAR_HEIGHT_VAR}) + 16px)` }
          : { right: 16, left: 16, width: 'auto', bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 16px)` }
      }
      onDismiss={dismissNudge}
      action={
        <LightButton type="primary" onClick={chooseCityFromNudge}>
          {t('toast.chooseCity')}
        </LightButton>
      }
    />
  );
}
