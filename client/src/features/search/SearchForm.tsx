// The hero search card: destination, check-in, check-out, guests, 'Search Hotels' and 'Search on Map'.
// Controlled: the home page owns the draft so destination cards can search with the chosen dates.
import type { ReactNode } from 'react';
import { Button, Col, Row } from 'antd';
import { CalendarOutlined, EnvironmentOutlined, SearchOutlined, TeamOutlined, CompassOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { toIsoDate } from '../../lib/format.ts';
import { paths } from '../../lib/paths.ts';
import { Surface } from '../../components/Surface.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { Text } from '../../components/Typography.tsx';
import {
  MAX_GUESTS,
  MIN_GUESTS,
  checkoutMin,
  clampGuests,
  toCriteria,
  withCheckin,
  type SearchCriteria,
  type SearchDraft,
} from './criteria.ts';

export function SearchForm({
  value,
  onChange,
  onSearch,
  loading = false,
}: {
  value: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  onSearch: (criteria: SearchCriteria) => void;
  loading?: boolean;
}) {
  const navigate = useNavigate();
  const today = toIsoDate(new Date());

  const submit = () => {
    const criteria = toCriteria(value);
    if (!criteria) {
      // The spec asks for a browser alert here, not an inline message.
      window.alert('Please enter a destination');
      return;
    }
    onSearch(criteria);
  };

  const label = (text: string, icon: ReactNode, htmlFor: string) => (
    <label htmlFor={htmlFor} style={{ display: 'block', marginBottom: 6 }}>
      <Text strong>
        {icon} {text}
      </Text>
    </label>
  );

  return (
    <Surface style={{ boxShadow: '0 20px 50px rgba(0,0,0,0.18)' }} padding={24}>
      <form
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <Row gutter={[16, 16]} align="bottom">
          <Col xs={24} lg={8}>
            {label('Destination', <EnvironmentOutlined />, 'search-destination')}
            <TextInput
              id="search-destination"
              placeholder="Where are you going?"
              value={value.destination}
              onChange={(e) => onChange({ ...value, destination: e.target.value })}
              autoComplete="off"
            />
          </Col>
          <Col xs={12} lg={5}>
            {label('Check-in', <CalendarOutlined />, 'search-checkin')}
            <TextInput
              id="search-checkin"
              type="date"
              min={today}
              value={value.checkin}
              onChange={(e) => onChange(withCheckin(value, e.target.value))}
            />
          </Col>
          <Col xs={12} lg={5}>
            {label('Check-out', <CalendarOutlined />, 'search-checkout')}
            <TextInput
              id="search-checkout"
              type="date"
              min={checkoutMin(value.checkin)}
              value={value.checkout}
              onChange={(e) => onChange({ ...value, checkout: e.target.value })}
            />
          </Col>
          <Col xs={24} lg={6}>
            {label('Guests', <TeamOutlined />, 'search-guests')}
            {/* A number input, not InputNumber: same look and bounds, without ~10 kB gzip on the home page's first load. */}
            <TextInput
              id="search-guests"
              type="number"
              inputMode="numeric"
              role="spinbutton"
              min={MIN_GUESTS}
              max={MAX_GUESTS}
              step={1}
              aria-valuemin={MIN_GUESTS}
              aria-valuemax={MAX_GUESTS}
              aria-valuenow={value.guests ?? undefined}
              value={value.guests ?? ''}
              onChange={(e) => onChange({ ...value, guests: e.target.value === '' ? null : Math.trunc(Number(e.target.value)) })}
              onBlur={() => {
                if (value.guests !== null) onChange({ ...value, guests: clampGuests(value.guests) });
              }}
            />
          </Col>
          <Col xs={24} sm={12}>
            <Button type="primary" htmlType="submit" size="large" block icon={<SearchOutlined />} loading={loading}>
              {loading ? 'Searching...' : 'Search Hotels'}
            </Button>
          </Col>
          <Col xs={24} sm={12}>
            <Button size="large" block icon={<CompassOutlined />} onClick={() => navigate(paths.mapSearch())}>
              Search on Map
            </Button>
          </Col>
        </Row>
      </form>
    </Surface>
  );
}
