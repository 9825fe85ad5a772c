// The list page's filters (issue 15 §3): price with its histogram, stars, guest rating, free cancellation,
// meals, property type and popular amenities, each option with its count from the search's facets. The same
// panel is the desktop column and the phone drawer's body. It only reports changes; the page writes them into
// the address. Also the applied filters as removable chips, and the sort menu.
import { useState, type ReactNode } from 'react';
import { Button, Checkbox, Flex, Radio, Select, Slider, Tag, Typography, theme as antTheme } from 'antd';
import { StarFilled } from '@ant-design/icons';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { HotelListSearchQuery } from '../../__generated__/graphql.ts';
import { formatNumber, formatPrice } from '../../lib/format.ts';
import { BOARD_TYPES, NO_FILTERS, RATING_STEPS, SORTS, boardLabel, type ListFilters, type SortKey } from './listState.ts';
import { ns } from './i18n.ts';

export type Facets = HotelListSearchQuery['searchHotels']['facets'];

/** One applied filter: its chip's words and how to take it away. `key` names it ('stars:4', 'price', ...). */
export interface AppliedFilter {
  key: string;
  label: string;
  remove: (f: ListFilters) => ListFilters;
}

const without = <T,>(list: readonly T[], v: T): T[] => list.filter((x) => x !== v);
const toggled = <T,>(list: readonly T[], v: T, on: boolean): T[] => (on ? [...without(list, v), v] : without(list, v));

type T = TFunction<'hotel-list'>;

function priceLabel(t: T, f: ListFilters): string {
  if (f.priceMin !== undefined && f.priceMax !== undefined)
    return t('filters.priceRange', { min: formatPrice(f.priceMin), max: formatPrice(f.priceMax) });
  return f.priceMin !== undefined
    ? t('filters.priceFrom', { price: formatPrice(f.priceMin) })
    : t('filters.priceUpTo', { price: formatPrice(f.priceMax ?? 0) });
}

/**
 * The applied filters in the order the panel lists them, named with the facets' names where ids are
 * involved, in the traveller's language (`t` of the 'hotel-list' namespace).
 */
export function appliedFilters(t: T, f: ListFilters, facets?: Facets | null): AppliedFilter[] {
  const out: AppliedFilter[] = [];
  if (f.priceMin !== undefined || f.priceMax !== undefined)
    out.push({ key: 'price', label: priceLabel(t, f), remove: (x) => ({ ...x, priceMin: undefined, priceMax: undefined }) });
  for (const s of [...f.stars].sort((a, b) => b - a))
    out.push({
      key: `stars:${s}`,
      label: s === 0 ? t('filters.unrated') : t('filters.stars', { count: s }),
      remove: (x) => ({ ...x, stars: without(x.stars, s) }),
    });
  if (f.minRating !== undefined)
    out.push({
      key: 'rating',
      label: t('filters.ratingAtLeast', { rating: f.minRating }),
      remove: (x) => ({ ...x, minRating: undefined }),
    });
  if (f.freeCancel) out.push({ key: 'freeCancel', label: t('filters.freeCancellation'), remove: (x) => ({ ...x, freeCancel: false }) });
  for (const m of f.meals) out.push({ key: `meals:${m}`, label: boardLabel(t, m), remove: (x) => ({ ...x, meals: without(x.meals, m) }) });
  for (const type of f.types) {
    const name = facets?.hotelTypes.find((h) => h.id === type)?.name ?? t('filters.propertyType', { id: type });
    out.push({ key: `types:${type}`, label: name, remove: (x) => ({ ...x, types: without(x.types, type) }) });
  }
  for (const a of f.amenities) {
    const name = facets?.facilities.find((h) => h.id === a)?.name ?? t('filters.amenity', { id: a });
    out.push({ key: `amenities:${a}`, label: name, remove: (x) => ({ ...x, amenities: without(x.amenities, a) }) });
  }
  return out;
}

/** "Breakfast included (120)": an option's words and its count. */
function OptionLabel({ children, count }: { children: ReactNode; count?: number }) {
  return (
    <span>
      {children}
      {count !== undefined && <Typography.Text type="secondary">{` (${formatNumber(count)})`}</Typography.Text>}
    </span>
  );
}

/** A labelled group of options: a fieldset whose legend names it for screen readers. */
function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
      <legend style={{ fontWeight: 600, fontSize: 15, marginBottom: 8, padding: 0 }}>{title}</legend>
      <Flex vertical gap={6}>
        {children}
      </Flex>
    </fieldset>
  );
}

const PRICE_STEP = 100;

function PriceFilter({
  filters,
  prices,
  pricesPending,
  onChange,
}: {
  filters: ListFilters;
  prices: Facets['prices'] | undefined;
  pricesPending: boolean;
  onChange: (range: { priceMin?: number; priceMax?: number }) => void;
}) {
  const { t } = useTranslation(ns);
  const { token } = antTheme.useToken();
  const lo = prices?.min != null ? Math.floor(prices.min / PRICE_STEP) * PRICE_STEP : undefined;
  const hi = prices?.max != null ? Math.ceil(prices.max / PRICE_STEP) * PRICE_STEP : undefined;
  const applied: [number, number] | undefined =
    lo !== undefined && hi !== undefined
      ? [Math.max(lo, Math.min(hi, filters.priceMin ?? lo)), Math.min(hi, Math.max(lo, filters.priceMax ?? hi))]
      : undefined;
  // The slider moves under the finger; the list changes once it is let go.
  const [dragging, setDragging] = useState<[number, number] | null>(null);
  if ((lo === undefined || hi === undefined || !applied) && !pricesPending) {
    return (
      <Group title={t('filters.pricePerNight')}>
        <Typography.Text type="secondary">{t('filters.noPrices')}</Typography.Text>
      </Group>
    );
  }
  if (lo === undefined || hi === undefined || !applied) {
    // Prices are coming: the filter keeps the height it will have (range, all-in line, histogram, slider),
    // so the options below do not jump down under a finger or pointer when the prices land.
    return (
      <Group title={t('filters.pricePerNight')}>
        <Typography.Text type="secondary">{t('filters.pricesLoading')}</Typography.Text>
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {t('filters.allIn')}
        </Typography.Text>
        <div aria-hidden style={{ height: 40 }} />
        <Slider
          range
          disabled
          min={0}
          max={1}
          value={[0, 1]}
          tooltip={{ open: false }}
          ariaLabelForHandle={[t('filters.lowestPrice'), t('filters.highestPrice')]}
          style={{ margin: '4px 7px 0' }}
        />
      </Group>
    );
  }
  const value = dragging ?? applied;
  const buckets = prices?.buckets ?? [];
  const most = Math.max(1, ...buckets.map((b) => b.count));
  return (
    <Group title={t('filters.pricePerNight')}>
      <Typography.Text data-testid="price-filter-range">{`${formatPrice(value[0])} – ${formatPrice(value[1])}${value[1] >= hi ? '+' : ''}`}</Typography.Text>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {t('filters.allIn')}
      </Typography.Text>
      {buckets.length > 0 && (
        // The histogram is a picture of the counts; the slider and its values are what assistive technology reads.
        <div aria-hidden style={{ display: 'flex', alignItems: 'flex-end', gap: 1, height: 40, padding: '0 7px' }}>
          {buckets.map((b) => (
            <div
              key={b.from}
              style={{
                flex: 1,
                height: `${Math.max(b.count ? 6 : 0, Math.round((b.count / most) * 100))}%`,
                background: b.to > value[0] && b.from < value[1] ? token.colorPrimary : token.colorBorder,
                borderRadius: '2px 2px 0 0',
              }}
            />
          ))}
        </div>
      )}
      <Slider
        range
        min={lo}
        max={hi}
        step={PRICE_STEP}
        value={value}
        onChange={(v) => setDragging(v as [number, number])}
        onChangeComplete={(v) => {
          const [a, b] = v as [number, number];
          setDragging(null);
          onChange({ priceMin: a > lo ? a : undefined, priceMax: b < hi ? b : undefined });
        }}
        tooltip={{ formatter: (v) => (v === undefined ? '' : formatPrice(v)) }}
        ariaLabelForHandle={[t('filters.lowestPrice'), t('filters.highestPrice')]}
        ariaValueTextFormatterForHandle={(v) => (v === undefined ? '' : formatPrice(v))}
        style={{ margin: '4px 7px 0' }}
      />
    </Group>
  );
}

export function FilterPanel({
  filters,
  facets,
  pricesPending = false,
  onChange,
}: {
  filters: ListFilters;
  facets?: Facets | null;
  pricesPending?: boolean;
  /** The new filters and the key of the filter just applied (undefined when one was taken away). */
  onChange: (next: ListFilters, applied?: string) => void;
}) {
  const { t } = useTranslation(ns);
  const stars = [...new Set([...(facets?.stars.map((s) => s.stars) ?? [5, 4, 3, 2, 1]), ...filters.stars])].sort((a, b) => b - a);
  const starCount = (s: number) => facets?.stars.find((x) => x.stars === s)?.count ?? (facets ? 0 : undefined);
  const ratingCount = (r: number) => facets?.ratings.find((x) => x.minRating === r)?.count;
  // Meals and free cancellation are properties of the rates: while prices are coming their counts are unknown.
  const rated = facets && !pricesPending ? facets : undefined;
  const boards = BOARD_TYPES.filter((b) => filters.meals.includes(b) || !rated || rated.boards.some((x) => x.board === b && x.count > 0));
  const boardCount = (b: string) => (rated ? (rated.boards.find((x) => x.board === b)?.count ?? 0) : undefined);
  const types = [
    ...(facets?.hotelTypes ?? []),
    ...filters.types
      .filter((id) => !facets?.hotelTypes.some((h) => h.id === id))
      .map((id) => ({ id, name: t('filters.propertyType', { id }), count: 0 })),
  ];
  const amenities = [
    ...(facets?.facilities ?? []),
    ...filters.amenities
      .filter((a) => !facets?.facilities.some((h) => h.id === a))
      .map((id) => ({ id, name: t('filters.amenity', { id }), count: 0 })),
  ];

  return (
    <Flex vertical gap={20} data-testid="filter-panel">
      <PriceFilter
        filters={filters}
        prices={facets?.prices}
        pricesPending={pricesPending}
        onChange={(range) =>
          onChange({ ...filters, ...range }, range.priceMin !== undefined || range.priceMax !== undefined ? 'price' : undefined)
        }
      />
      <Group title={t('filters.starRating')}>
        {stars.map((s) => (
          <Checkbox
            key={s}
            checked={filters.stars.includes(s)}
            onChange={(e) =>
              onChange(
                { ...filters, stars: toggled(filters.stars, s, e.target.checked).sort((a, b) => a - b) },
                e.target.checked ? `stars:${s}` : undefined,
              )
            }
          >
            <OptionLabel count={starCount(s)}>
              {s === 0 ? (
                t('filters.unrated')
              ) : (
                <>
                  {`${t('filters.stars', { count: s })} `}
                  <StarFilled aria-hidden style={{ color: '#fadb14' }} />
                </>
              )}
            </OptionLabel>
          </Checkbox>
        ))}
      </Group>
      <Group title={t('filters.guestRating')}>
        <Radio.Group
          value={filters.minRating ?? 0}
          onChange={(e) => {
            const r = Number(e.target.value);
            onChange({ ...filters, minRating: r > 0 ? r : undefined }, r > 0 ? 'rating' : undefined);
          }}
        >
          <Flex vertical gap={6}>
            <Radio value={0}>{t('filters.anyRating')}</Radio>
            {RATING_STEPS.map((r) => (
              <Radio key={r} value={r}>
                <OptionLabel count={ratingCount(r)}>{`${r}+`}</OptionLabel>
              </Radio>
            ))}
          </Flex>
        </Radio.Group>
      </Group>
      <Group title={t('filters.cancellation')}>
        <Checkbox
          checked={filters.freeCancel}
          onChange={(e) => onChange({ ...filters, freeCancel: e.target.checked }, e.target.checked ? 'freeCancel' : undefined)}
        >
          <OptionLabel count={rated?.freeCancellation}>{t('filters.freeCancellation')}</OptionLabel>
        </Checkbox>
      </Group>
      {boards.length > 0 && (
        <Group title={t('filters.meals')}>
          {boards.map((b) => (
            <Checkbox
              key={b}
              checked={filters.meals.includes(b)}
              onChange={(e) =>
                onChange(
                  { ...filters, meals: BOARD_TYPES.filter((x) => (x === b ? e.target.checked : filters.meals.includes(x))) },
                  e.target.checked ? `meals:${b}` : undefined,
                )
              }
            >
              <OptionLabel count={boardCount(b)}>{boardLabel(t, b)}</OptionLabel>
            </Checkbox>
          ))}
        </Group>
      )}
      {types.length > 0 && (
        <Group title={t('filters.propertyTypes')}>
          {types.map((type) => (
            <Checkbox
              key={type.id}
              checked={filters.types.includes(type.id)}
              onChange={(e) =>
                onChange(
                  { ...filters, types: toggled(filters.types, type.id, e.target.checked).sort((a, b) => a - b) },
                  e.target.checked ? `types:${type.id}` : undefined,
                )
              }
            >
              <OptionLabel count={type.count}>{type.name}</OptionLabel>
            </Checkbox>
          ))}
        </Group>
      )}
      {amenities.length > 0 && (
        <Group title={t('filters.amenities')}>
          {amenities.map((a) => (
            <Checkbox
              key={a.id}
              checked={filters.amenities.includes(a.id)}
              onChange={(e) =>
                onChange(
                  { ...filters, amenities: toggled(filters.amenities, a.id, e.target.checked).sort((x, y) => x - y) },
                  e.target.checked ? `amenities:${a.id}` : undefined,
                )
              }
            >
              <OptionLabel count={a.count}>{a.name}</OptionLabel>
            </Checkbox>
          ))}
        </Group>
      )}
    </Flex>
  );
}

const chipCloseStyle = { border: 0, background: 'none', padding: '0 2px', cursor: 'pointer', font: 'inherit', color: 'inherit' } as const;

/** The applied filters as removable chips, with 'Clear all'. Nothing when no filter is applied. */
export function AppliedFilterChips({
  filters,
  facets,
  onChange,
}: {
  filters: ListFilters;
  facets?: Facets | null;
  onChange: (next: ListFilters) => void;
}) {
  const { t } = useTranslation(ns);
  const applied = appliedFilters(t, filters, facets);
  if (applied.length === 0) return null;
  return (
    <Flex gap={6} wrap align="center" role="group" aria-label={t('filters.applied')} data-testid="applied-filters">
      {applied.map((a) => (
        <Tag
          key={a.key}
          closable
          onClose={(e) => {
            e.preventDefault();
            onChange(a.remove(filters));
          }}
          // A real button inside antd's close icon, so the chip can be removed from the keyboard too.
          closeIcon={
            <button type="button" aria-label={t('filters.removeChip', { label: a.label })} style={chipCloseStyle}>
              ×
            </button>
          }
          style={{ marginInlineEnd: 0, fontSize: 13, padding: '2px 8px' }}
        >
          {a.label}
        </Tag>
      ))}
      <Button type="link" size="small" onClick={() => onChange(NO_FILTERS)}>
        {t('filters.clearAll')}
      </Button>
    </Flex>
  );
}

/** The sort menu: a labelled select of the six orders. */
export function SortSelect({ value, onChange }: { value: SortKey; onChange: (sort: SortKey) => void }) {
  const { t } = useTranslation(ns);
  return (
    <Flex align="center" gap={8}>
      <label htmlFor="list-sort" style={{ whiteSpace: 'nowrap' }}>
        {t('sorts.label')}
      </label>
      <Select
        id="list-sort"
        value={value}
        onChange={onChange}
        style={{ minWidth: 190 }}
        options={SORTS.map((s) => ({ value: s.key, label: t(s.label) }))}
        data-testid="sort-select"
      />
    </Flex>
  );
}
