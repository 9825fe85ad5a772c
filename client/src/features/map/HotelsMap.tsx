// The hotels of a search as price pins on an interactive map: the all-in price per night on each pin
// ("Sold out" without availability), clustered where pins would overlap, a card with photo, stars, price and
// a link to the hotel (keeping the stay) on tap, and "Search this area" once the traveller has moved the map.
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from 'antd';
import { CloseOutlined, SearchOutlined, StarFilled } from '@ant-design/icons';
import { Link } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { divIcon, latLngBounds, type LeafletKeyboardEvent, type Map as LeafletMap } from 'leaflet';
import { MapContainer, Marker } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import './map.css';
import { paths } from '../../lib/paths.ts';
import { Basemap, MapControls, SEA, escapeHtml, useBasemap } from './Basemap.tsx';
import { INDIA_CENTRE, INDIA_ZOOM, circleOfBounds, zoomForRadius, type Circle, type LatLng } from './geo.ts';
import { PinClusters, pinLabel, type PinHotel, type PinOrCluster } from './pins.ts';
import { ns } from './i18n.ts';

export interface MapHotel {
  id: string;
  name: string;
  thumbnail?: string | null;
  stars?: number | null;
  rating?: number | null;
  reviewCount: number;
  address?: string | null;
  city?: string | null;
  location?: LatLng | null;
  priceFrom?: { amount: number; currency: string } | null;
}

export interface Stay {
  checkin: string;
  checkout: string;
  guests: number;
}

export interface HotelsMapProps {
  hotels: MapHotel[];
  stay: Stay;
  /** Where to look when there are no hotels to fit: the searched circle, or the destination's centre. */
  near?: Circle;
  center?: LatLng | null;
  /** Changes when the map should fit a new search's hotels (not after "Search this area": the view is the area). */
  fitKey: string;
  onSearchArea: (circle: Circle) => void;
  searching?: boolean;
  height: number | string;
}

const PIN_ANCHOR = undefined;

function hotelIcon(t: TFunction<'map'>, hotel: PinHotel, selected: boolean) {
  const label = pinLabel(hotel.price, hotel.currency, t('pins.soldOut'));
  const cls = `map-pin${hotel.price === null ? ' map-pin--soldout' : ''}${selected ? ' map-pin--selected' : ''}`;
  return divIcon({
    className: 'map-pin-wrap',
    iconSize: PIN_ANCHOR,
    // Named for a screen reader by the hotel and its price; the pin shows the price alone.
    html: `<span class="${cls}"><span class="map-sr">${escapeHtml(hotel.price === null ? t('pins.hotelSoldOut', { name: hotel.name }) : t('pins.hotelPrice', { name: hotel.name, price: label }))}</span><span aria-hidden="true">${escapeHtml(label)}</span></span>`,
  });
}

function clusterIcon(t: TFunction<'map'>, count: number, minPrice: number | null) {
  const from =
    minPrice === null ? '' : `<span class="map-cluster__from">${escapeHtml(t('pins.clusterFrom', { price: pinLabel(minPrice) }))}</span>`;
  return divIcon({
    className: 'map-pin-wrap',
    iconSize: PIN_ANCHOR,
    html: `<span class="map-cluster"><span class="map-cluster__count">${escapeHtml(t('pins.clusterCount', { n: count }))}</span>${from}</span>`,
  });
}

/** Enter or Space on a focused pin acts as a click (Leaflet gives markers role=button but opens only popups on Enter). */
function onActivate(act: () => void) {
  return (e: LeafletKeyboardEvent) => {
    const key = e.originalEvent.key;
    if (key === 'Enter' || key === ' ') {
      e.originalEvent.preventDefault();
      act();
    }
  };
}

function bboxOf(map: LeafletMap): [number, number, number, number] {
  const b = map.getBounds();
  return [Math.max(-180, b.getWest()), Math.max(-85, b.getSouth()), Math.min(180, b.getEast()), Math.min(85, b.getNorth())];
}

export function HotelsMap({ hotels, stay, near, center, fitKey, onSearchArea, searching, height }: HotelsMapProps) {
  const { t } = useTranslation(ns);
  const basemap = useBasemap();
  const [map, setMap] = useState<LeafletMap | null>(null);
  const [items, setItems] = useState<PinOrCluster[]>([]);
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [moved, setMoved] = useState(false);
  /** Moves the app makes itself (fitting a search) do not offer "Search this area". */
  const programmatic = useRef(0);

  const pins = useMemo<PinHotel[]>(
    () =>
      hotels
        .filter((h) => h.location)
        .map((h) => ({
          id: h.id,
          name: h.name,
          location: h.location!,
          price: h.priceFrom?.amount ?? null,
          currency: h.priceFrom?.currency ?? 'INR',
        })),
    [hotels],
  );
  const clusters = useMemo(() => new PinClusters(pins), [pins]);

  // Fit a new search: its hotels, else its circle, else its centre, else India.
  useEffect(() => {
    if (!map) return;
    programmatic.current += 1;
    const done = () => {
      programmatic.current = Math.max(0, programmatic.current - 1);
    };
    map.once('moveend', done);
    if (pins.length > 0) {
      const bounds = latLngBounds(pins.map((p) => [p.location.latitude, p.location.longitude] as [number, number]));
      map.fitBounds(bounds, { padding: [48, 48], maxZoom: 15, animate: false });
    } else if (near) {
      map.setView([near.latitude, near.longitude], zoomForRadius(near.radiusKm, near.latitude, map.getSize().x || 800), { animate: false });
    } else if (center) {
      map.setView([center.latitude, center.longitude], 12, { animate: false });
    } else {
      map.setView([INDIA_CENTRE.latitude, INDIA_CENTRE.longitude], INDIA_ZOOM, { animate: false });
    }
    // A view that did not change fires no moveend: do not wait for it.
    const t = setTimeout(done, 400);
    return () => {
      clearTimeout(t);
      map.off('moveend', done);
    };
    // Only a new search refits; the hotels of the same search arriving again do not move the map.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [map, fitKey]);

  // Pins and clusters of the visible part, recomputed as the map moves.
  useEffect(() => {
    if (!map) return;
    const update = () => setItems(clusters.at(bboxOf(map), map.getZoom()));
    const onMoveEnd = () => {
      update();
      if (programmatic.current === 0) setMoved(true);
    };
    update();
    map.on('moveend', onMoveEnd);
    return () => {
      map.off('moveend', onMoveEnd);
    };
  }, [map, clusters]);

  // A new search closes the card and the "Search this area" offer of the last one.
  const [fitSeen, setFitSeen] = useState(fitKey);
  if (fitSeen !== fitKey) {
    setFitSeen(fitKey);
    setMoved(false);
    setSelectedId(null);
  }
  const selected = hotels.find((h) => h.id === selectedId);
  const zoomInto = (cluster: { id: number; latitude: number; longitude: number }) =>
    map?.setView([cluster.latitude, cluster.longitude], Math.min(18, clusters.expansionZoom(cluster.id)));

  return (
    <div className="map-frame" style={{ height }}>
      <div role="region" aria-label={t('map.label')} className="map-region">
        <MapContainer
          ref={setMap}
          center={[INDIA_CENTRE.latitude, INDIA_CENTRE.longitude]}
          zoom={INDIA_ZOOM}
          minZoom={4}
          maxZoom={18}
          style={{ height: '100%', width: '100%', background: SEA }}
          worldCopyJump={false}
          zoomControl={false}
          attributionControl={false}
        >
          <MapControls />
          <Basemap data={basemap} />
          {items.map((item) =>
            item.kind === 'hotel' ? (
              <Marker
                key={`h-${item.hotel.id}`}
                position={[item.latitude, item.longitude]}
                icon={hotelIcon(t, item.hotel, item.hotel.id === selectedId)}
                zIndexOffset={item.hotel.id === selectedId ? 1000 : item.hotel.price === null ? -100 : 0}
                riseOnHover
                eventHandlers={{ click: () => setSelectedId(item.hotel.id), keypress: onActivate(() => setSelectedId(item.hotel.id)) }}
              />
            ) : (
              <Marker
                key={`c-${item.id}`}
                position={[item.latitude, item.longitude]}
                icon={clusterIcon(t, item.count, item.minPrice)}
                riseOnHover
                eventHandlers={{
                  click: () => zoomInto(item),
                  keypress: onActivate(() => zoomInto(item)),
                }}
              />
            ),
          )}
        </MapContainer>
      </div>
      {(moved || searching) && (
        <div className="map-overlay-top">
          <Button
            type="primary"
            shape="round"
            icon={<SearchOutlined aria-hidden />}
            loading={searching}
            onClick={() => {
              if (!map) return;
              const b = map.getBounds();
              setMoved(false);
              onSearchArea(circleOfBounds({ south: b.getSouth(), west: b.getWest(), north: b.getNorth(), east: b.getEast() }));
            }}
          >
            {t('map.searchArea')}
          </Button>
        </div>
      )}
      {selected && <HotelMapCard hotel={selected} stay={stay} onClose={() => setSelectedId(null)} />}
    </div>
  );
}

function HotelMapCard({ hotel, stay, onClose }: { hotel: MapHotel; stay: Stay; onClose: () => void }) {
  const { t } = useTranslation(ns);
  const closeRef = useRef<HTMLButtonElement>(null);
  const cardRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    closeRef.current?.focus({ preventScroll: true });
  }, [hotel.id]);
  // Escape closes the card, from anywhere inside it.
  useEffect(() => {
    const card = cardRef.current;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && onClose();
    card?.addEventListener('keydown', onKey);
    return () => card?.removeEventListener('keydown', onKey);
  }, [onClose]);
  return (
    <div ref={cardRef} className="map-card" role="dialog" aria-label={hotel.name}>
      {hotel.thumbnail ? (
        <img className="map-card__photo" src={hotel.thumbnail} alt="" width={96} height={96} loading="lazy" />
      ) : (
        <div className="map-card__photo map-card__photo--none" aria-hidden="true" />
      )}
      <div className="map-card__body">
        <div className="map-card__name">{hotel.name}</div>
        <div className="map-card__meta">
          {hotel.stars ? (
            <span role="img" aria-label={t('card.stars', { n: hotel.stars })}>
              {Array.from({ length: hotel.stars }, (_, i) => (
                <StarFilled key={i} className="map-card__star" aria-hidden />
              ))}
            </span>
          ) : null}
          {hotel.rating != null && hotel.reviewCount > 0 && (
            <span>{` ${t('card.rating', { rating: hotel.rating.toFixed(1), n: hotel.reviewCount })}`}</span>
          )}
        </div>
        <div className="map-card__price">
          {hotel.priceFrom ? (
            // The price leads in both languages: no Trans (and its parser) for one bold word.
            <>
              <strong>{pinLabel(hotel.priceFrom.amount, hotel.priceFrom.currency)}</strong> {t('card.perNight')}
            </>
          ) : (
            t('card.soldOut')
          )}
        </div>
        <Link className="map-card__link" to={paths.hotel(hotel.id, stay)}>
          {t('card.view')}
        </Link>
      </div>
      <Button
        ref={closeRef}
        className="map-card__close"
        type="text"
        size="small"
        icon={<CloseOutlined aria-hidden />}
        aria-label={t('card.close')}
        onClick={onClose}
      />
    </div>
  );
}
