// The hotel data a single GraphQL request sees. Built per request so its DataLoaders never share answers
// between travellers; it memoises hotel details within the request. Search cards carry their prices from the
// search's rates set (HotelsService.searchHotels). Long-lived caching is the HotelsService's job.
import DataLoader from 'dataloader';
import { DEFAULT_LANGUAGE, type Language } from '../i18n/index.ts';
import type { HotelModel } from './detail.ts';
import type { SearchInput } from './search.ts';
import type { HotelsService, RatesInputLike, RatesResultModel, SearchPageModel } from './service.ts';

export class HotelsDataSource {
  private readonly service: HotelsService;
  // Made on first use: every GraphQL request builds a datasource, and most (rates, search, bookings) need none.
  private hotelLoader?: DataLoader<{ id: string; language: Language }, HotelModel | null, string>;

  constructor(service: HotelsService) {
    this.service = service;
  }

  private detailLoader(): DataLoader<{ id: string; language: Language }, HotelModel | null, string> {
    this.hotelLoader ??= new DataLoader<{ id: string; language: Language }, HotelModel | null, string>(
      (keys) =>
        Promise.all(
          keys.map(({ id, language }) =>
            this.service.hotel(id, language).catch((e: unknown) => (e instanceof Error ? e : new Error(String(e)))),
          ),
        ),
      { cacheKeyFn: ({ id, language }) => `${language}:${id}` },
    );
    return this.hotelLoader;
  }

  /** A search page, its hotels' texts in `language` where the provider has them (English by default). */
  searchHotels(input: SearchInput, language: Language = DEFAULT_LANGUAGE): Promise<SearchPageModel> {
    return this.service.searchHotels(input, language);
  }

  /** One hotel, its texts in `language` where the provider has them (English by default). */
  hotel(id: string, language: Language = DEFAULT_LANGUAGE): Promise<HotelModel | null> {
    return this.detailLoader().load({ id, language });
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
