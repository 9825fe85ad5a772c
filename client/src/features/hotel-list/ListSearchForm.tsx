// The compact search form at the top of the hotel list: destination, dates, guests and property type.
// Same rules as the home search (empty destination alerts, check-out after check-in, guests 1 to 10).
import { useState, type ReactNode } from 'react';
import { Button, Card, Col, Input, InputNumber, Row, Select, Typography } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { toIsoDate } from '../../lib/format.ts';
import { MAX_GUESTS, MIN_GUESTS, checkoutMin, toCriteria, withCheckin, type SearchDraft } from '../search/index.ts';
import { PROPERTY_TYPES, type ListState } from './listState.ts';

const ALL_TYPES = '';

export function ListSearchForm({ value, onSearch }: { value: ListState; onSearch: (next: ListState) => void }) {
  // The form edits a draft; the list (and the address) change only when the traveller searches.
  const [draft, setDraft] = useState<SearchDraft>({
    destination: value.destination,
    checkin: value.checkin,
    checkout: value.checkout,
    guests: value.guests,
  });
  const [type, setType] = useState(value.type ?? ALL_TYPES);
  const today = toIsoDate(new Date());
  // A type from the address that is not one of the five still shows, so the select never lies.
  const typeOptions = [...PROPERTY_TYPES, ...(value.type && !PROPERTY_TYPES.some((t) => t === value.type) ? [value.type] : [])];

  const submit = () => {
    const criteria = toCriteria(draft);
    if (!criteria) {
      window.alert('Please enter a destination');
      return;
    }
    onSearch({ ...criteria, page: 1, type: type || undefined });
  };

  const label = (text: string, htmlFor: string): ReactNode => (
    <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 4 }}>
      <Typography.Text strong style={{ fontSize: 13 }}>
        {text}
      </Typography.Text>
    </label>
  );

  return (
    <Card styles={{ body: { padding: 16 } }}>
      <form
        role="search"
        aria-label="Search hotels"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Row gutter={[12, 12]} align="bottom">
          <Col xs={24} md={12} lg={6}>
            {label('Destination', 'list-destination')}
            <Input
              id="list-destination"
              placeholder="Where are you going?"
              value={draft.destination}
              onChange={(e) => setDraft({ ...draft, destination: e.target.value })}
              autoComplete="off"
            />
          </Col>
          <Col xs={12} md={6} lg={4}>
            {label('Check-in', 'list-checkin')}
            <Input
              id="list-checkin"
              type="date"
              min={today}
              value={draft.checkin}
              onChange={(e) => setDraft(withCheckin(draft, e.target.value))}
            />
          </Col>
          <Col xs={12} md={6} lg={4}>
            {label('Check-out', 'list-checkout')}
            <Input
              id="list-checkout"
              type="date"
              min={checkoutMin(draft.checkin)}
              value={draft.checkout}
              onChange={(e) => setDraft({ ...draft, checkout: e.target.value })}
            />
          </Col>
          <Col xs={8} md={6} lg={3}>
            {label('Guests', 'list-guests')}
            <InputNumber
              id="list-guests"
              min={MIN_GUESTS}
              max={MAX_GUESTS}
              precision={0}
              value={draft.guests}
              onChange={(g) => setDraft({ ...draft, guests: g })}
              style={{ width: '100%' }}
            />
          </Col>
          <Col xs={16} md={9} lg={4}>
            {label('Property type', 'list-type')}
            <Select
              id="list-type"
              value={type}
              onChange={setType}
              style={{ width: '100%' }}
              options={[{ value: ALL_TYPES, label: 'All types' }, ...typeOptions.map((t) => ({ value: t, label: t }))]}
            />
          </Col>
          <Col xs={24} md={9} lg={3}>
            <Button type="primary" htmlType="submit" block icon={<SearchOutlined />}>
              Search
            </Button>
          </Col>
        </Row>
      </form>
    </Card>
  );
}
