// The "Rooms & Guests" picker (issue 15 §3): up to 8 rooms, each with 1 to 4 adults and 0 to 3 children,
// every child with an age of 0 to 17 chosen before the rooms can be applied. A dialog on wide screens, a
// bottom drawer on phones; every stepper button is named ("More adults in room 1"), and the counts are
// announced as they change.
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Modal, Typography, theme as antTheme } from 'antd';
import '../../components/TextInput.css';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_CHILD_AGE, MAX_ROOMS, type RoomOccupancy } from './criteria.ts';
import { ns } from './moreI18n.ts';
import { roomsSummary } from '../../lib/occupancy.ts';

/** A room while it is being edited: a child's age is null until chosen. */
interface DraftRoom {
  adults: number;
  childrenAges: (number | null)[];
}

const AGES = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => age);

/** The rooms to apply, or null while a child's age is missing. */
export function completeRooms(rooms: DraftRoom[]): RoomOccupancy[] | null {
  if (rooms.some((r) => r.childrenAges.some((a) => a === null))) return null;
  return rooms.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges as number[] }));
}

function Stepper({
  label,
  hint,
  value,
  min,
  max,
  room,
  kind,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  room: number;
  /** Whom the buttons count, for their names: "More adults in room 1". */
  kind: 'adults' | 'children';
  onChange: (value: number) => void;
}) {
  const { t } = useTranslation(ns);
  const id = useId();
  const [fewer, more] =
    kind === 'adults' ? (['rooms.fewerAdults', 'rooms.moreAdults'] as const) : (['rooms.fewerChildren', 'rooms.moreChildren'] as const);
  return (
    <Flex justify="space-between" align="center" gap={12} role="group" aria-labelledby={id}>
      <div id={id}>
        <Typography.Text>{label}</Typography.Text>
        {hint && (
          <Typography.Text type="secondary" style={{ display: 'block', fontSize: 12 }}>
            {hint}
          </Typography.Text>
        )}
      </div>
      <Flex align="center" gap={8}>
        <Button
          shape="circle"
          icon={<MinusOutlined aria-hidden />}
          aria-label={t(fewer, { room })}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        />
        <output
          aria-live="polite"
          style={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
          aria-label={t('rooms.countInRoom', { label, room, value })}
        >
          {value}
        </output>
        <Button
          shape="circle"
          icon={<PlusOutlined aria-hidden />}
          aria-label={t(more, { room })}
          disabled={value >= max}
          onClick={() => onChange(value + 1)}
        />
      </Flex>
    </Flex>
  );
}

export function RoomsPicker({
  open,
  rooms,
  onApply,
  onClose,
}: {
  open: boolean;
  rooms: RoomOccupancy[];
  onApply: (rooms: RoomOccupancy[]) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation(ns);
  const narrow = useMediaQuery('(max-width: 575.98px)');
  const { token } = antTheme.useToken();
  // The focus ring and hover of the app's text inputs (components/TextInput.css); red while an age is missing.
  const inputVars = (missing: boolean) =>
    ({
      '--si-input-border': missing ? token.colorError : token.colorBorder,
      '--si-input-hover': token.colorPrimaryHover,
      '--si-input-focus': token.colorPrimary,
      '--si-input-ring': token.controlOutline,
      '--si-input-placeholder': token.colorTextPlaceholder,
    }) as CSSProperties;
  const [draft, setDraft] = useState<DraftRoom[]>(() => rooms.map((r) => ({ adults: r.adults, childrenAges: [...r.childrenAges] })));
  const [showMissing, setShowMissing] = useState(false);
  // Each opening starts from the rooms applied so far (a closed picker forgets what was not applied).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      setDraft(rooms.map((r) => ({ adults: r.adults, childrenAges: [...r.childrenAges] })));
      setShowMissing(false);
    }
  }

  const update = (i: number, room: DraftRoom) => setDraft((d) => d.map((r, j) => (j === i ? room : r)));
  const complete = completeRooms(draft);
  const apply = () => {
    if (!complete) {
      setShowMissing(true);
      return;
    }
    onApply(complete);
  };

  const body: ReactNode = (
    <Flex vertical gap={16} data-testid="rooms-picker">
      {draft.map((room, i) => {
        const n = i + 1;
        return (
          <section
            key={i}
            aria-label={t('rooms.room', { n })}
            style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}
          >
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>{t('rooms.room', { n })}</Typography.Text>
              {draft.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('rooms.removeRoom', { n })}
                  onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                >
                  {t('rooms.remove')}
                </Button>
              )}
            </Flex>
            <Flex vertical gap={10}>
              <Stepper
                label={t('rooms.adults')}
                hint={t('rooms.adultsHint')}
                kind="adults"
                room={n}
                value={room.adults}
                min={1}
                // One room of more adults can come from the address (?guests=6): shown, and only lowered.
                max={Math.max(MAX_ADULTS_PER_ROOM, room.adults)}
                onChange={(adults) => update(i, { ...room, adults: Math.min(adults, Math.max(MAX_ADULTS_PER_ROOM, room.adults)) })}
              />
              <Stepper
                label={t('rooms.children')}
                hint={t('rooms.childrenHint')}
                kind="children"
                room={n}
                value={room.childrenAges.length}
                min={0}
                max={MAX_CHILDREN_PER_ROOM}
                onChange={(count) =>
                  update(i, {
                    ...room,
                    childrenAges:
                      count > room.childrenAges.length
                        ? [...room.childrenAges, ...Array.from({ length: count - room.childrenAges.length }, () => null)]
                        : room.childrenAges.slice(0, count),
                  })
                }
              />
              {room.childrenAges.map((age, c) => {
                const missing = showMissing && age === null;
                return (
                  <Flex key={c} justify="space-between" align="center" gap={12}>
                    <Typography.Text>{t('rooms.childAge', { n: c + 1 })}</Typography.Text>
                    {/* A native select: the phone's own picker, and nothing for axe to fault in a custom dropdown. */}
                    <select
                      className="si-input"
                      aria-label={t('rooms.childAgeInRoom', { n: c + 1, room: n })}
                      required
                      aria-invalid={missing || undefined}
                      value={age ?? ''}
                      onChange={(e) => {
                        const v = e.target.value === '' ? null : Number(e.target.value);
                        update(i, { ...room, childrenAges: room.childrenAges.map((a, k) => (k === c ? v : a)) });
                      }}
                      style={{
                        ...inputVars(missing),
                        width: 150,
                        height: token.controlHeight,
                        padding: `0 ${token.paddingSM - 1}px`,
                        fontFamily: 'inherit',
                        fontSize: token.fontSize,
                        color: age === null ? token.colorTextPlaceholder : token.colorText,
                        background: token.colorBgContainer,
                        borderWidth: 1,
                        borderStyle: 'solid',
                        borderRadius: token.borderRadius,
                      }}
                    >
                      <option value="">{t('rooms.chooseAge')}</option>
                      {AGES.map((a) => (
                        <option key={a} value={a} style={{ color: token.colorText }}>
                          {a === 0 ? t('rooms.underOneYear') : t('rooms.years', { count: a })}
                        </option>
                      ))}
                    </select>
                  </Flex>
                );
              })}
            </Flex>
          </section>
        );
      })}
      <Button
        icon={<PlusOutlined aria-hidden />}
        disabled={draft.length >= MAX_ROOMS}
        onClick={() => setDraft((d) => [...d, { adults: 2, childrenAges: [] }])}
      >
        {draft.length >= MAX_ROOMS ? t('rooms.maxRooms', { max: MAX_ROOMS }) : t('rooms.addRoom')}
      </Button>
      {showMissing && !complete && <Alert type="error" showIcon role="alert" title={t('rooms.missingAges')} />}
    </Flex>
  );

  const footer = (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text type="secondary" data-testid="rooms-picker-summary">
        {roomsSummary(draft.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges.map((a) => a ?? 0) })))}
      </Typography.Text>
      <Button type="primary" onClick={apply}>
        {t('rooms.apply')}
      </Button>
    </Flex>
  );

  return narrow ? (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      title={t('rooms.title')}
      footer={footer}
      styles={{ wrapper: { height: 'auto', maxHeight: '90vh' } }}
      destroyOnHidden
    >
      {body}
    </Drawer>
  ) : (
    <Modal open={open} onCancel={onClose} title={t('rooms.title')} footer={footer} width={440} destroyOnHidden>
      <div style={{ maxHeight: '65vh', overflowY: 'auto', paddingRight: 4 }}>{body}</div>
    </Modal>
  );
}
