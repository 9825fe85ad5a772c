// Numbered pagination following the spec's listing rule: first, last, current ± 1, ellipses between gaps.
import { Button, Flex } from 'antd';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export type PageItem = number | 'ellipsis';

/**
 * The pages to list for `current` of `total`: first, last and current ± 1, in order, with an
 * 'ellipsis' wherever listed pages are not consecutive. Empty when there is at most one page.
 */
export function pageItems(current: number, total: number): PageItem[] {
  if (!Number.isFinite(total) || total <= 1) return [];
  const c = Math.min(Math.max(1, Math.trunc(current) || 1), total);
  const pages = [...new Set([1, c - 1, c, c + 1, total])].filter((p) => p >= 1 && p <= total).sort((a, b) => a - b);
  const items: PageItem[] = [];
  pages.forEach((p, i) => {
    if (i > 0 && p - pages[i - 1] > 1) items.push('ellipsis');
    items.push(p);
  });
  return items;
}

export function Pagination({ current, total, onChange }: { current: number; total: number; onChange: (page: number) => void }) {
  const { t } = useTranslation(ns);
  const items = pageItems(current, total);
  if (items.length === 0) return null;
  return (
    <nav aria-label={t('pagination.label')}>
      <Flex gap={6} justify="center" align="center" wrap>
        <Button
          icon={<LeftOutlined aria-hidden />}
          disabled={current <= 1}
          onClick={() => onChange(current - 1)}
          aria-label={t('pagination.previousPage')}
        >
          {t('pagination.previous')}
        </Button>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <span key={`e${i}`} aria-hidden style={{ padding: '0 4px' }}>
              …
            </span>
          ) : (
            <Button
              key={item}
              type={item === current ? 'primary' : 'default'}
              aria-current={item === current ? 'page' : undefined}
              aria-label={t('pagination.page', { n: item })}
              onClick={() => item !== current && onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button disabled={current >= total} onClick={() => onChange(current + 1)} aria-label={t('pagination.nextPage')}>
          {t('pagination.next')} <RightOutlined aria-hidden />
        </Button>
      </Flex>
    </nav>
  );
}
