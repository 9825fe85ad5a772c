// A single-date month calendar for the rates dialog: ISO week numbers, Monday-first weeks and the
// keyboard grid pattern (arrows move a day or a week, Home/End the week, PageUp/PageDown the month).
// antd's Calendar shows week numbers but its panel has no keyboard navigation, hence this small grid.
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import {
  addDays,
  addMonths,
  differenceInCalendarDays,
  endOfISOWeek,
  endOfMonth,
  getISOWeek,
  isSameDay,
  isSameMonth,
  parseISO,
  startOfISOWeek,
  startOfMonth,
} from 'date-fns';
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { currentLanguage, currentLocale } from '../../lib/i18n.ts';
import { ns } from './i18n.ts';

export interface DateCalendarProps {
  /** Shown above the grid and used as its accessible name, e.g. "Check-in Date". */
  label: string;
  /** The chosen day, yyyy-MM-dd. */
  value: string;
  /** The first selectable day, yyyy-MM-dd. */
  min: string;
  onChange: (isoDate: string) => void;
}

/** A Monday: the grid's weeks start on Monday. */
const A_MONDAY = new Date(2024, 0, 1);

/**
 * Month and weekday names in the app's language, from Intl ("November 2026", "Friday, 27 November 2026";
 * in Hindi "नवंबर 2026", "शुक्रवार, 27 नवंबर 2026"). The pieces are put together here, in one order for both
 * languages, so a browser's own pattern (an extra comma) never changes the English text.
 */
function calendarNames(locale: string, twoLetterWeekdays: boolean) {
  const monthName = new Intl.DateTimeFormat(locale, { month: 'long' });
  const weekdayLong = new Intl.DateTimeFormat(locale, { weekday: 'long' });
  const weekdayShort = new Intl.DateTimeFormat(locale, { weekday: 'short' });
  return {
    month: (d: Date) => `${monthName.format(d)} ${d.getFullYear()}`,
    day: (d: Date) => `${weekdayLong.format(d)}, ${d.getDate()} ${monthName.format(d)} ${d.getFullYear()}`,
    // English heads its columns Mo, Tu, …; Hindi's short names (सोम, मंगल, …) cannot be cut letter by letter.
    weekdays: Array.from({ length: 7 }, (_, i) => {
      const name = weekdayShort.format(addDays(A_MONDAY, i));
      return twoLetterWeekdays ? name.slice(0, 2) : name;
    }),
  };
}

export function DateCalendar({ label, value, min, onChange }: DateCalendarProps) {
  const { token } = theme.useToken();
  // India's today, marked on the grid: worked out once per render, not once per day cell.
  const today = indiaToday();
  const { t } = useTranslation(ns);
  const locale = currentLocale();
  const english = currentLanguage() === 'en';
  const names = useMemo(() => calendarNames(locale, english), [locale, english]);
  const selected = parseISO(value);
  const minDay = parseISO(min);
  const [focused, setFocused] = useState<Date>(selected);
  const [month, setMonth] = useState<Date>(startOfMonth(selected));
  const moveFocus = useRef(false);
  const gridRef = useRef<HTMLTableElement>(null);
  const labelId = useId();

  // Follow the value when it changes from outside (check-out moved by a check-in change): adjusted while
  // rendering, as React advises for state that follows a prop, not one render late in an effect.
  const [shownValue, setShownValue] = useState(value);
  if (value !== shownValue) {
    setShownValue(value);
    const d = parseISO(value);
    setFocused(d);
    setMonth(startOfMonth(d));
  }

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    gridRef.current?.querySelector<HTMLButtonElement>(`[data-date="${toIsoDate(focused)}"]`)?.focus();
  }, [focused, month]);

  const weeks = useMemo(() => {
    const first = startOfISOWeek(startOfMonth(month));
    const last = endOfISOWeek(endOfMonth(month));
    const rows: Date[][] = [];
    for (let d = first; differenceInCalendarDays(last, d) >= 0; d = addDays(d, 7)) {
      rows.push(Array.from({ length: 7 }, (_, i) => addDays(d, i)));
    }
    return rows;
  }, [month]);

  const isDisabled = (d: Date) => differenceInCalendarDays(d, minDay) < 0;

  const focusDay = (d: Date) => {
    moveFocus.current = true;
    setFocused(d);
    if (!isSameMonth(d, month)) setMonth(startOfMonth(d));
  };

  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, day: Date) => {
    const moves: Record<string, () => Date> = {
      ArrowLeft: () => addDays(day, -1),
      ArrowRight: () => addDays(day, 1),
      ArrowUp: () => addDays(day, -7),
      ArrowDown: () => addDays(day, 7),
      Home: () => startOfISOWeek(day),
      End: () => endOfISOWeek(day),
      PageUp: () => addMonths(day, -1),
      PageDown: () => addMonths(day, 1),
    };
    const move = moves[e.key];
    if (!move) return;
    e.preventDefault();
    focusDay(move());
  };

  const choose = (d: Date) => {
    if (isDisabled(d)) return;
    setFocused(d);
    onChange(toIsoDate(d));
  };

  const canGoBack = differenceInCalendarDays(startOfMonth(month), startOfMonth(minDay)) > 0;
  const focusInMonth = isSameMonth(focused, month) ? focused : (weeks.flat().find((d) => isSameMonth(d, month) && !isDisabled(d)) ?? month);

  return (
    <div role="group" aria-labelledby={labelId} style={{ minWidth: 'min(260px, calc(100vw - 72px))' }}>
      <Typography.Text strong id={labelId}>
        {label}
      </Typography.Text>
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', margin: '8px 0' }}>
        <Button
          size="small"
          type="text"
          icon={<LeftOutlined aria-hidden />}
          aria-label={t('calendar.previousMonth', { label })}
          disabled={!canGoBack}
          onClick={() => setMonth(addMonths(month, -1))}
        />
        <span aria-live="polite">{names.month(month)}</span>
        <Button
          size="small"
          type="text"
          icon={<RightOutlined aria-hidden />}
          aria-label={t('calendar.nextMonth', { label })}
          onClick={() => setMonth(addMonths(month, 1))}
        />
      </div>
      <table
        ref={gridRef}
        role="grid"
        aria-label={t('calendar.grid', { label, month: names.month(month) })}
        style={{ borderCollapse: 'collapse', width: '100%' }}
      >
        <thead>
          <tr>
            <th scope="col" abbr={t('calendar.weekNumber')} style={{ color: token.colorTextTertiary, fontWeight: 400, fontSize: 11 }}>
              {t('calendar.weekShort')}
            </th>
            {names.weekdays.map((w) => (
              <th key={w} scope="col" style={{ fontWeight: 500, fontSize: 12, padding: 2 }}>
                {w}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week) => (
            <tr key={week[0].toISOString()}>
              <th
                scope="row"
                aria-label={t('calendar.week', { n: getISOWeek(week[0]) })}
                style={{ color: token.colorTextTertiary, fontWeight: 400, fontSize: 11 }}
              >
                {getISOWeek(week[0])}
              </th>
              {week.map((day) => {
                const inMonth = isSameMonth(day, month);
                const isSel = isSameDay(day, selected);
                const disabled = isDisabled(day);
                return (
                  <td key={day.toISOString()} role="gridcell" aria-selected={isSel} style={{ padding: 1, textAlign: 'center' }}>
                    {inMonth ? (
                      <button
                        type="button"
                        data-date={toIsoDate(day)}
                        tabIndex={isSameDay(day, focusInMonth) ? 0 : -1}
                        aria-label={names.day(day)}
                        aria-pressed={isSel}
                        aria-disabled={disabled || undefined}
                        onClick={() => choose(day)}
                        onKeyDown={(e) => onKeyDown(e, day)}
                        style={{
                          // Eight columns (week number and seven days) fit a 320 px phone's popover.
                          width: 'min(32px, 8.5vw)',
                          height: 32,
                          padding: 0,
                          border: isSameDay(day, today) ? `1px solid ${token.colorPrimary}` : '1px solid transparent',
                          borderRadius: token.borderRadiusSM,
                          background: isSel ? token.colorPrimary : 'transparent',
                          color: isSel ? token.colorTextLightSolid : disabled ? token.colorTextDisabled : token.colorText,
                          cursor: disabled ? 'not-allowed' : 'pointer',
                        }}
                      >
                        {day.getDate()}
                      </button>
                    ) : null}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
