// The placeholder of a photo that waits for a tap (issue 17 §4): a button in the photo's box, with the
// photo's height, so nothing moves when the photo replaces it. Loaded only once a page shows one
// (TapToLoadPhoto.tsx), so a traveller who does not save data never downloads it.
import type { CSSProperties } from 'react';
import { theme as antTheme } from 'antd';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export default function TapToLoadButton({
  height,
  name,
  onLoad,
  style,
}: {
  height: number;
  name?: string;
  onLoad: () => void;
  style?: CSSProperties;
}) {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  return (
    <button
      type="button"
      onClick={onLoad}
      aria-label={name ? t('photo.tapToLoadNamed', { name }) : undefined}
      data-testid="tap-to-load-photo"
      data-tap-to-load=""
      style={{
        width: '100%',
        height,
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 8,
        padding: 12,
        border: 0,
        background: token.colorFillTertiary,
        color: token.colorTextSecondary,
        font: 'inherit',
        cursor: 'pointer',
        ...style,
      }}
    >
      {/* A picture glyph drawn here: antd's PictureOutlined would become a chunk of its own, shared with the hotel page's first load. */}
      <svg
        aria-hidden
        width="28"
        height="28"
        viewBox="0 0 24 24"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinejoin="round"
      >
        <rect x="3" y="5" width="18" height="14" rx="2" />
        <circle cx="9" cy="10" r="1.5" />
        <path d="m4 17 5-5 4 4 3-3 4 4" />
      </svg>
      <span>{t('photo.tapToLoad')}</span>
    </button>
  );
}
