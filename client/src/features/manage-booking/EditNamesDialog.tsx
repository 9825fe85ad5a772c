// "Edit guest name": the holder's and each room's lead guest's names, checked like the booking form, sent
// as one correction of only what changed (issue 16 §2).
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Col, Flex, Form, Input, Modal, Row, Typography } from 'antd';
import { useState } from 'react';
import type { AmendGuestNameInput } from '../../__generated__/graphql.ts';
import { nameError } from '../booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { AmendGuestNameMutation } from './operations.ts';
import type { ManagedBooking } from './wording.ts';

export const AMEND_FAILED = 'We could not change the name. Nothing has changed; please try again.';

interface Name {
  firstName: string;
  lastName: string;
}

const same = (a: Name, b: Name) => a.firstName.trim() === b.firstName.trim() && a.lastName.trim() === b.lastName.trim();
const trimmed = (n: Name) => ({ firstName: n.firstName.trim(), lastName: n.lastName.trim() });

export function EditNamesDialog({
  booking,
  token,
  onClose,
  onSaved,
}: {
  booking: ManagedBooking;
  token: string;
  onClose: () => void;
  onSaved: (b: ManagedBooking) => void;
}) {
  const original = [booking.holder, ...booking.guests].map((p) => ({ firstName: p.firstName, lastName: p.lastName }));
  const [names, setNames] = useState<Name[]>(original);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [amend, { loading }] = useMutation(AmendGuestNameMutation);

  const errors = names.map((n) => ({ first: nameError(n.firstName, 'First name'), last: nameError(n.lastName, 'Last name') }));
  const valid = errors.every((e) => !e.first && !e.last);
  const changed = names.some((n, i) => !same(n, original[i]));

  const save = async () => {
    setTouched(true);
    if (!valid || !changed) return;
    setError(null);
    const input: AmendGuestNameInput = { reference: booking.reference, accessToken: token };
    if (!same(names[0], original[0])) input.holder = trimmed(names[0]);
    const guests = names
      .slice(1)
      .map((n, i) => ({ room: i + 1, ...trimmed(n), changed: !same(n, original[i + 1]) }))
      .filter((g) => g.changed)
      .map(({ room, firstName, lastName }) => ({ room, firstName, lastName }));
    if (guests.length) input.guests = guests;
    try {
      const { data } = await amend({ variables: { input } });
      if (!data?.amendGuestName) throw new Error('empty amend answer');
      onSaved(data.amendGuestName);
    } catch (err) {
      setError(userMessage(err, AMEND_FAILED));
    }
  };

  const set = (i: number, patch: Partial<Name>) => setNames((ns) => ns.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  const rooms = booking.guests.length;
  return (
    <Modal
      open
      title="Edit guest name"
      onCancel={onClose}
      width={560}
      mask={{ closable: !loading }}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={loading}>
            Close
          </Button>
          <Button type="primary" loading={loading} disabled={!changed} onClick={() => void save()}>
            Save names
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">Correct a misspelt name. The hotel receives the new name.</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {names.map((n, i) => (
          <div key={i}>
            <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>
              {i === 0 ? 'Booking holder' : rooms > 1 ? `Lead guest for room ${i}` : 'Guest'}
            </Typography.Title>
            <Row gutter={12}>
              {(['firstName', 'lastName'] as const).map((field) => {
                const id = `amend-${i}-${field}`;
                const message = touched ? (field === 'firstName' ? errors[i].first : errors[i].last) : null;
                return (
                  <Col xs={24} sm={12} key={field}>
                    <Form.Item
                      label={field === 'firstName' ? 'First name' : 'Last name'}
                      htmlFor={id}
                      required
                      validateStatus={message ? 'error' : undefined}
                      help={message ?? undefined}
                    >
                      <Input
                        id={id}
                        value={n[field]}
                        maxLength={100}
                        onChange={(e) => set(i, { [field]: e.target.value })}
                        onBlur={() => setTouched(true)}
                      />
                    </Form.Item>
                  </Col>
                );
              })}
            </Row>
          </div>
        ))}
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}
