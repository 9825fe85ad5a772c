// The "Rooms & Guests" field: a button showing the summary ("1 room · 2 adults") that opens the picker.
// The picker itself (steppers, age selects, a dialog or a bottom drawer) is a chunk of its own, fetched on
// the first hover, focus or press, so the home page's first load carries only this button.
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { roomsSummary } from '../../lib/occupancy.ts';
import { LightButton } from '../../components/LightButton.tsx';
import { DownOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { RoomOccupancy } from './criteria.ts';
import { ns } from './i18n.ts';
import { loadRoomsPicker } from './lazy.ts';

const RoomsPicker = lazy(async () => ({ default: (await loadRoomsPicker()).RoomsPicker }));

export function RoomsField({
  id,
  labelId,
  rooms,
  onChange,
  size = 'large',
  style,
}: {
  /** The button's id (a label's htmlFor may point at it). */
  id: string;
  /** The id of the visible label ("Guests"): the button is named by it and by its summary. */
  labelId?: string;
  rooms: RoomOccupancy[];
  onChange: (rooms: RoomOccupancy[]) => void;
  size?: 'large' | 'middle' | 'small';
  style?: CSSProperties;
}) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const { t } = useTranslation(ns);
  const summary = roomsSummary(rooms);
  const prefetch = () => void loadRoomsPicker();
  return (
    <>
      <LightButton
        id={id}
        size={size}
        block
        icon={<TeamOutlined aria-hidden />}
        title={summary}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-labelledby={labelId ? `${labelId} ${id}-summary` : undefined}
        aria-label={labelId ? undefined : t('form.roomsField', { summary })}
        onMouseEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
        style={{ justifyContent: 'space-between', textAlign: 'left', ...style }}
        data-testid="rooms-field"
      >
        <span id={`${id}-summary`} style={{ flex: 1, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {summary}
        </span>
        <DownOutlined aria-hidden style={{ fontSize: 10 }} />
      </LightButton>
      {used && (
        <Suspense fallback={null}>
          <RoomsPicker
            open={open}
            rooms={rooms}
            onApply={(next) => {
              onChange(next);
              setOpen(false);
              document.getElementById(id)?.focus();
            }}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      )}
    </>
  );
}
