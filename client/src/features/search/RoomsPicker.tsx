// The "Rooms & Guests" picker (issue 15 §3): up to 8 rooms, each with 1 to 4 adults and 0 to 3 children,
// every child with an age of 0 to 17 chosen before the rooms can be applied. A dialog on wide screens, a
// bottom drawer on phones; every stepper button is named ("More adults in room 1"), and the counts are
// announced as they change.
import { useId, useState, type CSSProperties, type ReactNode } from 'react';
import { Alert, Button, Drawer, Flex, Modal, Typography, theme as antTheme } from 'antd';
import '../../components/TextInput.css';
import { DeleteOutlined, MinusOutlined, PlusOutlined } from '@ant-design/icons';
import { useMediaQuery } from '../../lib/useMediaQuery.ts';
import { MAX_ADULTS_PER_ROOM, MAX_CHILDREN_PER_ROOM, MAX_CHILD_AGE, MAX_ROOMS, roomsSummary, type RoomOccupancy } from './criteria.ts';

/** A room while it is being edited: a child's age is null until chosen. */
interface DraftRoom {
  adults: number;
  childrenAges: (number | null)[];
}

const AGE_OPTIONS = Array.from({ length: MAX_CHILD_AGE + 1 }, (_, age) => ({
  value: age,
  label: age === 0 ? 'Under 1 year' : `${age} year${age === 1 ? '' : 's'}`,
}));

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
  noun,
  onChange,
}: {
  label: string;
  hint?: string;
  value: number;
  min: number;
  max: number;
  room: number;
  /** Plural noun for the buttons' names: "More adults in room 1". */
  noun: string;
  onChange: (value: number) => void;
}) {
  const id = useId();
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
          icon={<MinusOutlined />}
          aria-label={`Fewer ${noun} in room ${room}`}
          disabled={value <= min}
          onClick={() => onChange(value - 1)}
        />
        <output
          aria-live="polite"
          style={{ minWidth: 24, textAlign: 'center', fontWeight: 600 }}
          aria-label={`${label} in room ${room}: ${value}`}
        >
          {value}
        </output>
        <Button
          shape="circle"
          icon={<PlusOutlined />}
          aria-label={`More ${noun} in room ${room}`}
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
            aria-label={`Room ${n}`}
            style={{ border: `1px solid ${token.colorBorderSecondary}`, borderRadius: token.borderRadiusLG, padding: 12 }}
          >
            <Flex justify="space-between" align="center" style={{ marginBottom: 8 }}>
              <Typography.Text strong>Room {n}</Typography.Text>
              {draft.length > 1 && (
                <Button
                  type="text"
                  size="small"
                  icon={<DeleteOutlined />}
                  aria-label={`Remove room ${n}`}
                  onClick={() => setDraft((d) => d.filter((_, j) => j !== i))}
                >
                  Remove
                </Button>
              )}
            </Flex>
            <Flex vertical gap={10}>
              <Stepper
                label="Adults"
                hint="18 years and over"
                noun="adults"
                room={n}
                value={room.adults}
                min={1}
                // One room of more adults can come from the address (?guests=6): shown, and only lowered.
                max={Math.max(MAX_ADULTS_PER_ROOM, room.adults)}
                onChange={(adults) => update(i, { ...room, adults: Math.min(adults, Math.max(MAX_ADULTS_PER_ROOM, room.adults)) })}
              />
              <Stepper
                label="Children"
                hint="0 to 17 years"
                noun="children"
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
                    <Typography.Text>Age of child {c + 1}</Typography.Text>
                    {/* A native select: the phone's own picker, and nothing for axe to fault in a custom dropdown. */}
                    <select
                      className="si-input"
                      aria-label={`Age of child ${c + 1} in room ${n}`}
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
                      <option value="">Choose age</option>
                      {AGE_OPTIONS.map((o) => (
                        <option key={o.value} value={o.value} style={{ color: token.colorText }}>
                          {o.label}
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
        icon={<PlusOutlined />}
        disabled={draft.length >= MAX_ROOMS}
        onClick={() => setDraft((d) => [...d, { adults: 2, childrenAges: [] }])}
      >
        {draft.length >= MAX_ROOMS ? `Up to ${MAX_ROOMS} rooms` : 'Add room'}
      </Button>
      {showMissing && !complete && (
        <Alert type="error" showIcon role="alert" title="Please choose the age of every child: hotels price children by age." />
      )}
    </Flex>
  );

  const footer = (
    <Flex justify="space-between" align="center" gap={12} wrap>
      <Typography.Text type="secondary" data-testid="rooms-picker-summary">
        {roomsSummary(draft.map((r) => ({ adults: r.adults, childrenAges: r.childrenAges.map((a) => a ?? 0) })))}
      </Typography.Text>
      <Button type="primary" onClick={apply}>
        Apply
      </Button>
    </Flex>
  );

  return narrow ? (
    <Drawer
      open={open}
      onClose={onClose}
      placement="bottom"
      title="Rooms & Guests"
      footer={footer}
      styles={{ wrapper: { height: 'auto', maxHeight: '90vh' } }}
      destroyOnHidden
    >
      {body}
    </Drawer>
  ) : (
    <Modal open={open} onCancel={onClose} title="Rooms & Guests" footer={footer} width={440} destroyOnHidden>
      <div style={{ maxHeight: '65vh', overflowY: 'auto', paddingRight: 4 }}>{body}</div>
    </Modal>
  );
}
