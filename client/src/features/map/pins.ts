// Price pins and their clusters, without Leaflet: the label a pin shows, and supercluster's grouping of the
// hotels at a zoom (a dense city shows "12 hotels from ₹2,100" bubbles until the traveller zooms in).
import Supercluster from 'supercluster';
import { formatPrice } from '../../lib/format.ts';

export interface PinHotel {
  id: string;
  name: string;
  location: { latitude: number; longitude: number };
  /** The all-in price per night, null when sold out (or not yet priced). */
  price: number | null;
  currency: string;
}

/** "₹4,250" for a priced hotel, "Sold out" (or `soldOut`, in the traveller's language) for one without availability. */
export function pinLabel(price: number | null, currency = 'INR', soldOut = 'Sold out'): string {
  return price === null ? soldOut : formatPrice(price, currency);
}

export type PinOrCluster =
  | { kind: 'hotel'; hotel: PinHotel; latitude: number; longitude: number }
  | { kind: 'cluster'; id: number; count: number; minPrice: number | null; latitude: number; longitude: number };

interface ClusterProps {
  minPrice: number | null;
}

/** Clusters of hotels whose pins would overlap at a zoom (radius in screen pixels). */
export class PinClusters {
  private readonly index: Supercluster<{ hotel: PinHotel }, ClusterProps>;

  constructor(hotels: PinHotel[], radiusPx = 80) {
    this.index = new Supercluster<{ hotel: PinHotel }, ClusterProps>({
      radius: radiusPx,
      maxZoom: 16,
      map: (props) => ({ minPrice: props.hotel.price }),
      reduce: (acc, props) => {
        if (props.minPrice !== null && (acc.minPrice === null || props.minPrice < acc.minPrice)) acc.minPrice = props.minPrice;
      },
    });
    this.index.load(
      hotels.map((hotel) => ({
        type: 'Feature' as const,
        properties: { hotel },
        geometry: { type: 'Point' as const, coordinates: [hotel.location.longitude, hotel.location.latitude] },
      })),
    );
  }

  /** The pins and clusters within a bounding box [west, south, east, north] at a whole zoom. */
  at(bbox: [number, number, number, number], zoom: number): PinOrCluster[] {
    return this.index.getClusters(bbox, Math.round(zoom)).map((f) => {
      const [longitude, latitude] = f.geometry.coordinates;
      const p = f.properties as Partial<Supercluster.ClusterProperties & ClusterProps> & { hotel?: PinHotel };
      if (p.cluster && typeof f.id === 'number')
        return { kind: 'cluster', id: f.id, count: p.point_count ?? 0, minPrice: p.minPrice ?? null, latitude, longitude };
      return { kind: 'hotel', hotel: p.hotel!, latitude, longitude };
    });
  }

  /** The zoom at which a cluster falls apart into smaller ones. */
  expansionZoom(clusterId: number): number {
    return this.index.getClusterExpansionZoom(clusterId);
  }
}
