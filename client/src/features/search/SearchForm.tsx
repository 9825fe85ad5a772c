// The one search form: destination, check-in, check-out and guests (the Rooms & Guests picker), with the same
// rules everywhere (empty destination alerts, check-out after check-in, guests=N is one room of N). Two looks:
// - 'hero' (home): large fields with icons, 'Search Hotels' ('Searching...' while loading) and 'Search on Map';
// - 'compact' (the hotel list): smaller fields, an optional property type, and 'Search'.
// Controlled: the caller owns the draft (home's destination cards search with the chosen dates; the list
// keeps its draft until the traveller searches).
import { useState, type ReactNode } from 'react';
import { theme as antTheme } from 'antd';
import { LightButton } from '../../components/LightButton.tsx';
import { GridCol, GridRow, type ColSpans } from '../../components/Grid.tsx';
import { CalendarOutlined, EnvironmentOutlined, SearchOutlined, TeamOutlined, CompassOutlined } from '@ant-design/icons';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { indiaToday, toIsoDate } from '../../lib/format.ts';
import { Surface } from '../../components/Surface.tsx';
import { TextInput } from '../../components/TextInput.tsx';
import { Text } from '../../components/Typography.tsx';
import { paths } from '../../lib/paths.ts';
import { DestinationField } from './DestinationField.tsx';
import { chosenPlace, placeSearchPath, type ChosenPlace } from './place.ts';
import { RoomsField } from './RoomsField.tsx';
import { ns } from './i18n.ts';
import { checkoutMin, roomsOf, toCriteria, withCheckin, withRooms, type SearchCriteria, type SearchDraft } from './criteria.ts';

type Variant = 'hero' | 'compact';

/** The fields' names, in their ids ("search-destination") and their labels' ids. */
const FIELD = { destination: 'destination', checkin: 'checkin', checkout: 'checkout', guests: 'guests', type: 'type' } as const;

/** Column spans per field: on a 320–375 px phone the hero's large date boxes get a row each, so the year shows. */
const COLS: Record<Variant, Record<'destination' | 'date' | 'guests' | 'type' | 'submit' | 'map', ColSpans>> = {
  hero: {
    destination: { xs: 24, lg: 8 },
    date: { xs: 24, sm: 12, lg: 5 },
    guests: { xs: 24, lg: 6 },
    type: { xs: 24 },
    submit: { xs: 24, sm: 12 },
    map: { xs: 24, sm: 12 },
  },
  compact: {
    destination: { xs: 24, md: 12, lg: 5 },
    date: { xs: 12, md: 6, lg: 4 },
    // Wide enough on a phone for the rooms summary ("1 room · 2 adults").
    guests: { xs: 12, md: 6, lg: 4 },
    type: { xs: 12, md: 9, lg: 4 },
    submit: { xs: 24, md: 9, lg: 3 },
    map: { xs: 24 },
  },
};

export function SearchForm({
  value,
  onChange,
  onSearch,
  loading = false,
  variant = 'hero',
  idPrefix = 'search',
  typeSelect,
}: {
  value: SearchDraft;
  onChange: (draft: SearchDraft) => void;
  onSearch: (criteria: SearchCriteria) => void;
  loading?: boolean;
  variant?: Variant;
  /** Prefix of the fields' ids (labels point at them): one form per page, but the two looks differ. */
  idPrefix?: string;
  /**
   * The compact form's property type control, given the id its label points at; absent, no type is
   * asked. The caller draws it, so the home page's first load never carries a select it does not show.
   */
  typeSelect?: (id: string) => ReactNode;
}) {
  const { t } = useTranslation(ns);
  const navigate = useNavigate();
  const today = toIsoDate(indiaToday());
  const hero = variant === 'hero';
  const cols = COLS[variant];
  const { token } = antTheme.useToken();
  const size = hero ? 'large' : 'middle';
  // TextInput has antd's large Input look; the compact form takes its middle size.
  const inputStyle = hero
    ? undefined
    : { minHeight: token.controlHeight, fontSize: token.fontSize, lineHeight: token.lineHeight, borderRadius: token.borderRadius };
  const id = (field: string) => `${idPrefix}-${field}`;
  // An airport or area chosen from the suggestions, searched by its place id while the box still shows it.
  const [chosen, setChosen] = useState<ChosenPlace | null>(null);

  const submit = () => {
    const criteria = toCriteria(value);
    if (criteria && chosen && chosen.label === criteria.destination) {
      navigate(placeSearchPath(chosen, criteria));
      return;
    }
    if (!criteria) {
      // The spec asks for a browser alert here, not an inline message.
      window.alert(t('form.enterDestination'));
      return;
    }
    onSearch(criteria);
  };

  const label = (text: string, icon: ReactNode, field: string) => (
    <label htmlFor={id(field)} id={id(`${field}-label`)} style={{ display: 'block', marginBottom: hero ? 6 : 4 }}>
      <Text strong style={hero ? undefined : { fontSize: 13 }}>
        {hero ? (
          <>
            {icon} {text}
          </>
        ) : (
          text
        )}
      </Text>
    </label>
  );

  return (
    <Surface style={hero ? { boxShadow: '0 20px 50px rgba(0,0,0,0.18)' } : undefined} padding={hero ? 'clamp(16px, 5vw, 24px)' : 16}>
      <form
        role="search"
        aria-label={hero ? undefined : t('form.label')}
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <GridRow gutter={hero ? [16, 16] : [12, 12]} align="bottom">
          <GridCol {...cols.destination}>
            {label(t('form.destination'), <EnvironmentOutlined aria-hidden />, FIELD.destination)}
            {hero ? (
              <DestinationField
                id={id('destination')}
                value={value.destination}
                onChange={(text) => onChange({ ...value, destination: text })}
                onChoose={(s) => {
                  const place = chosenPlace(s);
                  setChosen(place);
                  onChange({ ...value, destination: place?.label ?? s.name });
                }}
              />
            ) : (
              <TextInput
                id={id('destination')}
                style={inputStyle}
                placeholder={t('form.destinationPlaceholder')}
                value={value.destination}
                onChange={(e) => onChange({ ...value, destination: e.target.value })}
                autoComplete="off"
              />
            )}
          </GridCol>
          <GridCol {...cols.date}>
            {label(t('form.checkin'), <CalendarOutlined aria-hidden />, FIELD.checkin)}
            <TextInput
              id={id('checkin')}
              style={inputStyle}
              type="date"
              min={today}
              value={value.checkin}
              onChange={(e) => onChange(withCheckin(value, e.target.value))}
            />
          </GridCol>
          <GridCol {...cols.date}>
            {label(t('form.checkout'), <CalendarOutlined aria-hidden />, FIELD.checkout)}
            <TextInput
              id={id('checkout')}
              style={inputStyle}
              type="date"
              min={checkoutMin(value.checkin)}
              value={value.checkout}
              onChange={(e) => onChange({ ...value, checkout: e.target.value })}
            />
          </GridCol>
          <GridCol {...cols.guests}>
            {label(t('form.guests'), <TeamOutlined aria-hidden />, FIELD.guests)}
            {/* The Rooms & Guests picker: one room of N adults is the spec's guests=N; rooms and children beyond it. */}
            <RoomsField
              id={id('guests')}
              labelId={id('guests-label')}
              rooms={roomsOf(value)}
              onChange={(rooms) => onChange(withRooms(value, rooms))}
              size={size}
              style={hero ? undefined : { fontSize: token.fontSize }}
            />
          </GridCol>
          {typeSelect && (
            <GridCol {...cols.type}>
              {label(t('form.propertyType'), null, FIELD.type)}
              {typeSelect(id(FIELD.type))}
            </GridCol>
          )}
          <GridCol {...cols.submit}>
            <LightButton type="primary" htmlType="submit" size={size} block icon={<SearchOutlined aria-hidden />} loading={loading}>
              {hero ? (loading ? t('form.searching') : t('form.searchHotels')) : t('form.search')}
            </LightButton>
          </GridCol>
          {hero && (
            <GridCol {...cols.map}>
              <LightButton
                size={size}
                block
                icon={<CompassOutlined aria-hidden />}
                onClick={() =>
                  navigate(
                    paths.mapSearch({
                      destination: value.destination.trim() || undefined,
                      checkin: value.checkin || undefined,
                      checkout: value.checkout || undefined,
                      guests: value.guests ?? undefined,
                    }),
                  )
                }
              >
                {t('form.searchOnMap')}
              </LightButton>
            </GridCol>
          )}
        </GridRow>
      </form>
    </Surface>
  );
}
