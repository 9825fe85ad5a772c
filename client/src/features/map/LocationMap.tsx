// The hotel page's location: a small map with the hotel's pin, how far it is from its city's centre, and
// its nearest airport.
import { useQuery } from '@apollo/client/react';
import { useTranslation } from 'react-i18next';
import { divIcon } from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { Basemap, MapControls, SEA, escapeHtml, useBasemap } from './Basemap.tsx';
import { HotelLocationQuery } from './operations.ts';
import { formatDistance } from './geo.ts';
import { Surface } from '../../components/Surface.tsx';
import { useNearViewport } from '../../components/useNearViewport.ts';
import { ns } from './i18n.ts';
import { apiLanguage } from '../../lib/i18n.ts';

export function LocationMap({ hotelId }: { hotelId: string }) {
  const { t, i18n } = useTranslation(ns);
  // In the page's language, as the page's own query is (routes/hotel): the server then answers both from one
  // provider call. While a language switch asks again, the map keeps what it shows.
  const { data, previousData } = useQuery(HotelLocationQuery, {
    variables: { id: hotelId, language: apiLanguage(i18n) },
  });
  // The map (and its basemap) starts once its box nears the screen: below the fold, it is not drawn while
  // the page starts (components/useNearViewport.ts). Its box keeps its size meanwhile, so nothing moves.
  const [frame, near] = useNearViewport<HTMLDivElement>();
  const hotel = (data ?? previousData)?.hotel;
  if (!hotel?.location) return null;
  const { latitude, longitude } = hotel.location;
  const airport = hotel.nearestAirport;
  return (
    <Surface title={t('location.title')}>
      <div ref={frame} className="map-frame" style={{ height: 220, background: SEA }}>
        <div role="region" aria-label={t('location.label', { name: hotel.name })} aria-busy={!near} className="map-region">
          {near && <HotelPinMap latitude={latitude} longitude={longitude} name={hotel.name} />}
        </div>
      </div>
      <ul className="map-location__facts">
        {hotel.distanceToCentreKm != null && (
          <li>{t('location.fromCentre', { distance: formatDistance(t, hotel.distanceToCentreKm), city: hotel.city })}</li>
        )}
        {airport && (
          <li>
            {airport.code
              ? t('location.airportWithCode', { name: airport.name, code: airport.code, distance: formatDistance(t, airport.distanceKm) })
              : t('location.airport', { name: airport.name, distance: formatDistance(t, airport.distanceKm) })}
          </li>
        )}
      </ul>
    </Surface>
  );
}

/** The map itself: the basemap and the hotel's pin, centred on it. */
function HotelPinMap({ latitude, longitude, name }: { latitude: number; longitude: number; name: string }) {
  const basemap = useBasemap();
  return (
    <MapContainer
      center={[latitude, longitude]}
      zoom={13}
      minZoom={4}
      scrollWheelZoom={false}
      style={{ height: '100%', width: '100%', background: SEA }}
      zoomControl={false}
      attributionControl={false}
    >
      <MapControls />
      <Basemap data={basemap} />
      <Marker
        position={[latitude, longitude]}
        keyboard={false}
        interactive={false}
        icon={divIcon({
          className: 'map-pin-wrap',
          iconSize: undefined,
          html: `<span class="map-location-pin">${escapeHtml(name)}</span>`,
        })}
      />
    </MapContainer>
  );
}
