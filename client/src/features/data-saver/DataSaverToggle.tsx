// The top bar's menu (issue 17 §4: "Data saver" in the top bar's menu): an icon button that opens a small
// panel with the data saver switch. Only the button is in every page's first load; the panel (antd's
// Switch) loads when the traveller shows intent (hover, focus, touch) or opens it. While data saver is on,
// a dot on the button says so.
import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { theme as antTheme } from 'antd';
import { MoreOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';
import { useDataSaver } from './state.ts';

const loadPanel = () => import('./DataSaverPanel.tsx');
const DataSaverPanel = lazy(loadPanel);
const preload = () => void loadPanel().catch(() => undefined);

export function DataSaverToggle() {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  const on = useDataSaver();
  const [open, setOpen] = useState(false);
  const [hover, setHover] = useState(false);
  const panelId = useId();
  const box = useRef<HTMLSpanElement>(null);

  // The panel closes on Escape (focus back on the button) and on a click or tap anywhere else.
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      box.current?.querySelector('button')?.focus();
    };
    const onPointer = (e: PointerEvent) => {
      if (!box.current?.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  return (
    <span ref={box} style={{ position: 'relative', display: 'inline-flex' }}>
      {/* A plain button in antd's text button look (the theme's tokens): antd's Button stays out of this chunk. */}
      <button
        type="button"
        aria-label={t('menu.label')}
        title={t('menu.label')}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen((o) => !o)}
        onMouseEnter={() => {
          setHover(true);
          preload();
        }}
        onMouseLeave={() => setHover(false)}
        onFocus={preload}
        onTouchStart={preload}
        data-testid="top-bar-menu"
        style={{
          width: token.controlHeight,
          height: token.controlHeight,
          display: 'inline-flex',
          alignItems: 'center',
          justifyContent: 'center',
          padding: 0,
          border: 0,
          borderRadius: token.borderRadius,
          background: hover || open ? token.colorBgTextHover : 'transparent',
          color: token.colorText,
          fontSize: token.fontSize,
          cursor: 'pointer',
        }}
      >
        <MoreOutlined aria-hidden />
      </button>
      {on && (
        <span
          aria-hidden
          data-testid="data-saver-on"
          style={{
            position: 'absolute',
            top: 6,
            right: 6,
            width: 8,
            height: 8,
            borderRadius: 4,
            background: token.colorSuccess,
            pointerEvents: 'none',
          }}
        />
      )}
      {open && (
        <Suspense fallback={null}>
          <DataSaverPanel id={panelId} />
        </Suspense>
      )}
    </span>
  );
}
