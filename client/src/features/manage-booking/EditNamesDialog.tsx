// "Edit guest name": the holder's and each room's lead guest's names, checked like the booking form, sent
// as one correction of only what changed (issue 16 §2).
import { useMutation } from '@apollo/client/react';
import { Alert, Button, Flex, Form, Input, Modal, Typography } from 'antd';
import { GridCol, GridRow } from '../../components/Grid.tsx';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AmendGuestNameInput } from '../../__generated__/graphql.ts';
import { nameError, ns as bookingNs } from '../booking/index.ts';
import { userMessage } from '../../lib/errors.ts';
import { AmendGuestNameMutation } from './operations.ts';
import type { ManagedBooking } from './wording.ts';
import { ns } from './i18n.ts';

/** The two parts of a name, each a field. */
const FIELDS = ['firstName', 'lastName'] as const;

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
  const { t } = useTranslation(ns);
  // The name checks are the booking form's, in its words.
  const { t: bookingT } = useTranslation(bookingNs);
  const original = [booking.holder, ...booking.guests].map((p) => ({ firstName: p.firstName, lastName: p.lastName }));
  const [names, setNames] = useState<Name[]>(original);
  const [touched, setTouched] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [amend, { loading }] = useMutation(AmendGuestNameMutation);

  const errors = names.map((n) => ({
    first: nameError(n.firstName, 'firstName', bookingT),
    last: nameError(n.lastName, 'lastName', bookingT),
  }));
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
      setError(userMessage(err, t('editNames.failed')));
    }
  };

  const set = (i: number, patch: Partial<Name>) => setNames((ns) => ns.map((n, j) => (j === i ? { ...n, ...patch } : n)));
  const rooms = booking.guests.length;
  return (
    <Modal
      open
      title={t('editNames.title')}
      onCancel={onClose}
      width={560}
      mask={{ closable: !loading }}
      footer={
        <Flex gap={8} justify="end" wrap>
          <Button onClick={onClose} disabled={loading}>
            {t('editNames.close')}
          </Button>
          <Button type="primary" loading={loading} disabled={!changed} onClick={() => void save()}>
            {t('editNames.save')}
          </Button>
        </Flex>
      }
    >
      <Typography.Paragraph type="secondary">{t('editNames.intro')}</Typography.Paragraph>
      <Form layout="vertical" component="div">
        {names.map((n, i) => (
          <div key={i}>
            <Typography.Title level={5} style={{ margin: '4px 0 8px' }}>
              {i === 0 ? t('editNames.holder') : rooms > 1 ? t('editNames.leadGuestForRoom', { room: i }) : t('editNames.guest')}
            </Typography.Title>
            <GridRow gutter={12}>
              {FIELDS.map((field) => {
                const id = `amend-${i}-${field}`;
                const message = touched ? (field === 'firstName' ? errors[i].first : errors[i].last) : null;
                return (
                  <GridCol xs={24} sm={12} key={field}>
                    <Form.Item
                      label={field === 'firstName' ? t('editNames.firstName') : t('editNames.lastName')}
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
                  </GridCol>
                );
              })}
            </GridRow>
          </div>
        ))}
      </Form>
      {error && <Alert type="error" showIcon role="alert" title={error} />}
    </Modal>
  );
}
