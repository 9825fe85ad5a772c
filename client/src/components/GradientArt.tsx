// Gradient-plus-icon artwork: the look of every card without a photo, and the fallback when a photo fails.
import type { CSSProperties, ReactNode } from 'react';

export function GradientArt({
  gradient,
  icon,
  height = '100%',
  label,
  style,
  children,
}: {
  gradient: string;
  icon: ReactNode;
  height?: number | string;
  /** Accessible name; decorative when absent. */
  label?: string;
  style?: CSSProperties;
  children?: ReactNode;
}) {
  return (
    <div
      role={label ? 'img' : undefined}
      aria-label={label}
      aria-hidden={label ? undefined : true}
      style={{
        position: 'relative',
        height,
        width: '100%',
        background: gradient,
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        color: 'rgba(255,255,255,0.92)',
        fontSize: 40,
        ...style,
      }}
    >
      {icon}
      {children}
    </div>
  );
}
