// The hotel data a single GraphQL request sees. Built per request so its DataLoaders never share answers
// between travellers; it batches every `priceFrom` of a search page into one min-rates call and memoises
// hotel details within the request. Long-lived caching is the HotelsService's job.
import DataLoader from 'dataloader';
import type { MinRate } from '../provider/types.ts';
import type { HotelModel } from './detail.ts';
import type { SearchInput, Stay } from './search.ts';
import { stayKey } from './search.ts';
import type { HotelsService, RatesInputLike, RatesResultModel, SearchPageModel } from './service.ts';

interface PriceKey {
  hotelId: string;
  stay: Stay;
}

export class HotelsDataSource {
  private readonly service: HotelsService;
  // Made on first use: every GraphQL request builds a datasource, and most (rates, a hotel page, bookings)
  // need one of these loaders or none.
  private minRateLoader?: DataLoader<PriceKey, MinRate | null, string>;
  private hotelLoader?: DataLoader<string, HotelModel | null>;

  constructor(service: HotelsService) {
    this.service = service;
  }

  private priceLoader(): DataLoader<PriceKey, MinRate | null, string> {
    this.minRateLoader ??= new DataLoader<PriceKey, MinRate | null, string>(
      async (keys) => {
        // One provider call per distinct stay; a search page has a single stay, so one call per page.
        const groups = new Map<string, { stay: Stay; ids: string[] }>();
        for (const k of keys) {
          const sk = stayKey(k.stay);
          const g = groups.get(sk) ?? { stay: k.stay, ids: [] };
          g.ids.push(k.hotelId);
          groups.set(sk, g);
        }
        const answers = new Map<string, Map<string, MinRate> | Error>();
        await Promise.all(
          [...groups].map(async ([sk, g]) => {
            try {
              answers.set(sk, await this.service.minRates(g.stay, g.ids));
            } catch (err) {
              answers.set(sk, err instanceof Error ? err : new Error(String(err)));
            }
          }),
        );
        return keys.map((k) => {
          const a = answers.get(stayKey(k.stay))!;
          return a instanceof Error ? a : (a.get(k.hotelId) ?? null);
        });
      },
      { cacheKeyFn: (k) => `${stayKey(k.stay)}|${k.hotelId}`, maxBatchSize: 100 },
    );
    return this.minRateLoader;
  }

  private detailLoader(): DataLoader<string, HotelModel | null> {
    this.hotelLoader ??= new DataLoader<string, HotelModel | null>((ids) =>
      Promise.all(ids.map((id) => this.service.hotel(id).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))))),
    );
    return this.hotelLoader;
  }

  searchHotels(input: SearchInput): Promise<SearchPageModel> {
    return this.service.searchHotels(input);
  }

  /** The lowest price of a hotel for a stay; null when it has no availability. Batched per page. */
  minRate(hotelId: string, stay: Stay): Promise<MinRate | null> {
    return this.priceLoader().load({ hotelId, stay });
  }

  hotel(id: string): Promise<HotelModel | null> {
    return this.detailLoader().load(id);
  }

  hotelRates(input: RatesInputLike): Promise<RatesResultModel> {
    return this.service.hotelRates(input);
  }

  hotelTypes(): Promise<Array<{ id: number; name: string }>> {
    return this.service.hotelTypes();
  }

  hotelTypeName(id: number | null | undefined): Promise<string | null> {
    return this.service.hotelTypeName(id);
  }

  /** The per-process hotel lists (the hotels service): what search-box areas are read from. */
  get lists(): HotelsService {
    return this.service;
  }
}
