// The top bar menu's panel: the data saver switch, what it does, and whether the browser asks for it.
// Loaded on demand by DataSaverToggle. The switch is a plain button in antd Switch's look (the theme's
// tokens): antd's Switch would share its internals with Button and split them into more, smaller chunks
// in every page's first load.
import { useId } from 'react';
import { Flex, theme as antTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';
import { browserSavesData, setDataSaver, useDataSaver } from './state.ts';

export default function DataSaverPanel({ id }: { id: string }) {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  const on = useDataSaver();
  const switchId = useId();
  const descriptionId = useId();
  return (
    <div
      id={id}
      role="group"
      aria-label={t('menu.label')}
      data-testid="data-saver-panel"
      style={{
        position: 'absolute',
        top: '100%',
        right: 0,
        zIndex: 1050,
        width: 280,
        maxWidth: 'calc(100vw - 24px)',
        marginTop: 4,
        padding: 16,
        lineHeight: token.lineHeight,
        background: token.colorBgElevated,
        borderRadius: token.borderRadiusLG,
        boxShadow: token.boxShadowSecondary,
        color: token.colorText,
        whiteSpace: 'normal',
      }}
    >
      <Flex justify="space-between" align="center" gap={12}>
        <label htmlFor={switchId} style={{ fontWeight: 600, cursor: 'pointer' }}>
          {t('toggle.label')}
        </label>
        <button
          type="button"
          role="switch"
          id={switchId}
          aria-checked={on}
          aria-describedby={descriptionId}
          onClick={() => setDataSaver(!on)}
          data-testid="data-saver-switch"
          style={{
            position: 'relative',
            flex: '0 0 auto',
            width: 44,
            height: 22,
            padding: 0,
            border: 0,
            borderRadius: 11,
            background: on ? token.colorPrimary : token.colorTextQuaternary,
            cursor: 'pointer',
            transition: `background ${token.motionDurationMid}`,
          }}
        >
          <span
            aria-hidden
            style={{
              position: 'absolute',
              top: 2,
              left: on ? 24 : 2,
              width: 18,
              height: 18,
              borderRadius: 9,
              background: '#fff',
              boxShadow: '0 2px 4px rgba(0, 35, 11, 0.2)',
              transition: `left ${token.motionDurationMid}`,
            }}
          />
        </button>
      </Flex>
      <div id={descriptionId} style={{ marginTop: 8, fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
        {t('toggle.description')}
        {browserSavesData() && <div style={{ marginTop: 4 }}>{t('toggle.browser')}</div>}
      </div>
    </div>
  );
}
