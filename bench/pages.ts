// The pages the client benchmarks measure (bench/web.ts, bench/long-tasks.ts): the home page, a hotel
// page (the first Mumbai hotel of searchHotels) and the Mumbai city list, in English and in Hindi.

/** The first hotel of a Mumbai search on the server at `origin`. */
export async function firstMumbaiHotel(origin: string): Promise<string> {
  const res = await fetch(`${origin}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'apollo-require-preflight': 'true' },
    body: JSON.stringify({
      query: 'query($input: HotelSearchInput!) { searchHotels(input: $input) { hotels { id } } }',
      variables: { input: { destination: 'Mumbai' } },
    }),
  });
  const body = (await res.json()) as { data?: { searchHotels: { hotels: { id: string }[] } } };
  const id = body.data?.searchHotels.hotels[0]?.id;
  if (!id) throw new Error(`searchHotels Mumbai returned no hotel (HTTP ${res.status})`);
  return id;
}

/** [label, path] of each measured page. */
export async function benchPages(origin: string): Promise<[string, string][]> {
  return [
    ['Home', '/'],
    ['Hotel page', `/hotels/${await firstMumbaiHotel(origin)}`],
    ['City list', '/hotels/mumbai'],
  ];
}

/**
 * The same pages in Hindi, at the address search engines are given for them (`?lang=hi`): issue 17's
 * budgets hold in both languages.
 */
export function inHindi(pages: [string, string][]): [string, string][] {
  return pages.map(([label, path]) => [`${label} (hi)`, `${path}${path.includes('?') ? '&' : '?'}lang=hi`]);
}
