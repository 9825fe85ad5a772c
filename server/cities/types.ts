// The city suggestion as the GraphQL `City` type exposes it (schema.graphql), shared by the
// GeoDB client, the built-in list and the service.

export interface City {
  name: string;
  /** state or union territory name; its code when the name is unknown */
  region: string | null;
  /** ISO 3166-2:IN subdivision code, e.g. "MH" */
  regionCode: string | null;
  /** ISO country code: "IN" */
  country: string;
  /** "name, region" (just the name when there is no region) */
  displayName: string;
  latitude: number | null;
  longitude: number | null;
  population: number | null;
}

/** What the cities code logs through (pino-compatible: Fastify's logger fits). */
export interface CitiesLogger {
  warn(obj: object, msg?: string): void;
  info?(obj: object, msg?: string): void;
  debug?(obj: object, msg?: string): void;
}
