// What the map draws under its pins, as the server says (GET /api/map/basemap): the configured tile server
// (MAP_TILE_URL), or the app's own shapes of India and its neighbours with city names, drawn as vector
// layers, so that on the embedded default the map asks nothing of any other origin.
import { useEffect, useState } from 'react';
import { divIcon, type PathOptions } from 'leaflet';
import { AttributionControl, GeoJSON, Marker, TileLayer, ZoomControl, useMap, useMapEvent } from 'react-leaflet';
import type { Feature, FeatureCollection, MultiPolygon, Polygon } from 'geojson';
import { useTranslation } from 'react-i18next';
import { ns } from './i18n.ts';

export const BASEMAP_URL = '/api/map/basemap';

interface BasemapCity {
  name: string;
  latitude: number;
  longitude: number;
  rank: 1 | 2 | 3;
}

type CountryProps = { name: string; india: boolean };

export type BasemapData =
  | { kind: 'tiles'; url: string; attribution: string }
  | {
      kind: 'vector';
      bounds: [number, number, number, number];
      attribution: string;
      countries: FeatureCollection<Polygon | MultiPolygon, CountryProps>;
      cities: BasemapCity[];
    };

/** The sea's colour, the map container's background under the vector shapes. */
export const SEA = '#d4e6f4';

let pending: Promise<BasemapData> | undefined;
/** One request per page load (the answer is also cacheable for a day); a failure is retried next time. */
export function fetchBasemap(): Promise<BasemapData> {
  pending ??= fetch(BASEMAP_URL, { headers: { accept: 'application/json' } }).then(async (res) => {
    if (!res.ok) throw new Error(`basemap ${res.status}`);
    return (await res.json()) as BasemapData;
  });
  pending.catch(() => {
    pending = undefined;
  });
  return pending;
}

export function useBasemap(): BasemapData | null | 'failed' {
  const [data, setData] = useState<BasemapData | null | 'failed'>(null);
  useEffect(() => {
    let live = true;
    fetchBasemap().then(
      (d) => live && setData(d),
      () => live && setData('failed'),
    );
    return () => {
      live = false;
    };
  }, []);
  return data;
}

const countryStyle = (feature?: Feature<Polygon | MultiPolygon, CountryProps>): PathOptions => ({
  color: '#8c99a6',
  weight: feature?.properties.india ? 1.2 : 0.8,
  fillColor: feature?.properties.india ? '#fbf8f1' : '#eceae4',
  fillOpacity: 1,
  interactive: false,
});

/** The zoom from which a city of each rank is named: the largest from afar, small towns close in. */
const LABEL_ZOOM: Record<BasemapCity['rank'], number> = { 1: 4, 2: 6, 3: 8 };

function CityLabels({ cities }: { cities: BasemapCity[] }) {
  const map = useMap();
  const [zoom, setZoom] = useState(() => map.getZoom());
  useMapEvent('zoomend', () => setZoom(map.getZoom()));
  return (
    <>
      {cities
        .filter((c) => zoom >= LABEL_ZOOM[c.rank])
        .map((c) => (
          <Marker
            key={c.name}
            position={[c.latitude, c.longitude]}
            interactive={false}
            keyboard={false}
            icon={divIcon({ className: 'map-city-label', html: `<span>${escapeHtml(c.name)}</span>`, iconSize: undefined })}
          />
        ))}
    </>
  );
}

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The map's zoom buttons and credits line in the traveller's language: Leaflet's own are in English ("Zoom
 * in", the Leaflet link's title), which a Hindi page would read out. The map turns its own off
 * (zoomControl, attributionControl false) and draws these.
 */
export function MapControls() {
  const { t } = useTranslation(ns);
  return (
    <>
      <ZoomControl position="topleft" zoomInTitle={t('map.zoomIn')} zoomOutTitle={t('map.zoomOut')} />
      <AttributionControl
        position="bottomright"
        prefix={`<a href="https://leafletjs.com" title="${escapeHtml(t('map.leafletTitle'))}">Leaflet</a>`}
      />
    </>
  );
}

/** The basemap layers; nothing while the answer is on its way (the pins show regardless). */
export function Basemap({ data }: { data: BasemapData | null | 'failed' }) {
  const { t } = useTranslation(ns);
  if (!data || data === 'failed') return null;
  if (data.kind === 'tiles') return <TileLayer url={data.url} attribution={data.attribution} maxZoom={19} />;
  return (
    <>
      <GeoJSON
        data={data.countries}
        style={countryStyle as never}
        attribution={t('map.shapes', { attribution: data.attribution })}
        interactive={false}
      />
      <CityLabels cities={data.cities} />
    </>
  );
}
