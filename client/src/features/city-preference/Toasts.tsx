// The two city toasts: welcome back (bottom right) and the select-city nudge (top right). Fixed cards
// rather than antd notifications, because the spec wants them to stay until dismissed or actioned.
import type { CSSProperties, ReactNode } from 'react';
import { Button, Flex, theme as antTheme } from 'antd';
import { CloseOutlined, EnvironmentOutlined, SmileOutlined } from '@ant-design/icons';
import { useLocation } from './LocationContext.tsx';
import { Surface } from '../../components/Surface.tsx';
import { Text } from '../../components/Typography.tsx';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { BOTTOM_BAR_HEIGHT_VAR, TOP_BAR_HEIGHT, TOP_BAR_HEIGHT_VAR } from '../../lib/layoutVars.ts';

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
          <Button type="text" size="small" icon={<CloseOutlined />} aria-label="Dismiss" onClick={onDismiss} />
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
  if (!showWelcomeBack || !city) return null;
  return (
    <ToastCard
      title="Welcome back!"
      text={`Do you want to explore hotels in ${city}?`}
      icon={<SmileOutlined />}
      position={{ right: 16, bottom: 16 }}
      onDismiss={dismissWelcomeBack}
      action={
        <Button
          type="primary"
          onClick={() => {
            dismissWelcomeBack();
            onExplore(city);
          }}
        >
          Explore {city} Hotels
        </Button>
      }
    />
  );
}

export function SelectCityNudge() {
  const { showNudge, dismissNudge, chooseCityFromNudge } = useLocation();
  // On a phone the top right is the top bar's nav row, and below it the page's first controls ('Back to
  // Search', the list's Search button): there the nudge sits at the bottom, above any fixed bottom bar.
  const wide = useMediaQuery('(min-width: 768px)');
  if (!showNudge) return null;
  return (
    <ToastCard
      title="Select Your City"
      text="Get personalized hotel recommendations for your area"
      icon={<EnvironmentOutlined />}
      position={
        wide
          ? // Below the sticky top bar (its measured height, see TopBar).
            { right: 16, top: `calc(var(${TOP_BAR_HEIGHT_VAR}, ${TOP_BAR_HEIGHT.wide}px) + 16px)` }
          : { right: 16, left: 16, width: 'auto', bottom: `calc(var(${BOTTOM_BAR_HEIGHT_VAR}, 0px) + 16px)` }
      }
      onDismiss={dismissNudge}
      action={
        <Button type="primary" onClick={chooseCityFromNudge}>
          Choose City
        </Button>
      }
    />
  );
}
