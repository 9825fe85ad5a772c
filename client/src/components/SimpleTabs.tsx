// A line of tabs with one panel, styled like antd's line Tabs. antd's Tabs bring Menu, Dropdown and the
// overflow engine (~20 kB gzip) for scrolling and "more" menus that four fixed tabs never need.
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { theme as antTheme } from 'antd';

export interface SimpleTab {
  key: string;
  label: string;
  children: ReactNode;
}

export function SimpleTabs({ items }: { items: SimpleTab[] }) {
  const { token } = antTheme.useToken();
  const id = useId();
  const [activeKey, setActiveKey] = useState(items[0]?.key);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((t) => t.key === activeKey),
  );
  const active = items[activeIndex];

  // Arrow keys, Home and End move between tabs and select them, as antd's Tabs and the ARIA pattern do.
  const onKeyDown = (e: KeyboardEvent) => {
    const last = items.length - 1;
    const next =
      e.key === 'ArrowRight'
        ? activeIndex === last
          ? 0
          : activeIndex + 1
        : e.key === 'ArrowLeft'
          ? activeIndex === 0
            ? last
            : activeIndex - 1
          : e.key === 'Home'
            ? 0
            : e.key === 'End'
              ? last
              : null;
    if (next === null) return;
    e.preventDefault();
    setActiveKey(items[next].key);
    buttons.current[next]?.focus();
  };

  if (!active) return null;
  return (
    <div>
      <div
        role="tablist"
        style={{ display: 'flex', gap: 32, overflowX: 'auto', borderBottom: `1px solid ${token.colorBorderSecondary}`, marginBottom: 16 }}
      >
        {items.map((t, i) => {
          const selected = i === activeIndex;
          return (
            <button
              key={t.key}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${i}`}
              aria-selected={selected}
              aria-controls={`${id}-panel`}
              tabIndex={selected ? 0 : -1}
              onKeyDown={onKeyDown}
              onClick={() => setActiveKey(t.key)}
              style={{
                padding: '12px 0',
                margin: 0,
                border: 0,
                // The ink bar: 2 px under the selected tab, over the list's 1 px line.
                borderBottom: `2px solid ${selected ? token.colorPrimary : 'transparent'}`,
                marginBottom: -1,
                background: 'none',
                cursor: 'pointer',
                font: 'inherit',
                fontSize: token.fontSize,
                lineHeight: token.lineHeight,
                whiteSpace: 'nowrap',
                color: selected ? token.colorPrimary : token.colorText,
                fontWeight: selected ? 500 : undefined,
              }}
            >
              {t.label}
            </button>
          );
        })}
      </div>
      <div key={active.key} role="tabpanel" id={`${id}-panel`} aria-labelledby={`${id}-tab-${activeIndex}`} tabIndex={0}>
        {active.children}
      </div>
    </div>
  );
}
