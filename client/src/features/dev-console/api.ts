// The Development Console's calls to its own server route (/api/console/*): the allow-listed catalogue,
// one provider call, and the mail outbox. The browser never holds a provider key; only the optional console token travels from
// here, in the x-console-token header, for private endpoints on a server with real keys.

export type PrivateAccess = 'open' | 'token' | 'disabled';

export interface ConsoleEndpointInfo {
  id: string;
  name: string;
  method: 'GET' | 'POST';
  path: string;
  description: string;
  sample: Record<string, unknown>;
}

export interface ConsoleCategoryInfo {
  id: string;
  name: string;
  private: boolean;
  endpoints: ConsoleEndpointInfo[];
}

export interface ConsoleCatalogue {
  privateAccess: PrivateAccess;
  categories: ConsoleCategoryInfo[];
}

export interface ConsoleResult {
  status: number;
  statusText: string;
  body: unknown;
  ms: number;
}

export const consoleUrls = {
  endpoints: '/api/console/endpoints',
  call: '/api/console/call',
  outbox: '/api/console/outbox',
} as const;

export const CONSOLE_TOKEN_HEADER = 'x-console-token';

/** A failed console call; `needsToken` when the server wants (a valid) console token. */
export class ConsoleCallError extends Error {
  readonly needsToken: boolean;
  constructor(message: string, needsToken = false) {
    super(message);
    this.name = 'ConsoleCallError';
    this.needsToken = needsToken;
  }
}

interface ServerError {
  message?: unknown;
  code?: unknown;
}

export async function fetchCatalogue(signal?: AbortSignal): Promise<ConsoleCatalogue> {
  const res = await fetch(consoleUrls.endpoints, { headers: { accept: 'application/json' }, signal });
  if (!res.ok) throw new ConsoleCallError(`API Error: ${res.status}`);
  return (await res.json()) as ConsoleCatalogue;
}

/** The provider's own message from its error envelope ({error:{message, description}}), if it sent one. */
export function providerErrorMessage(body: unknown): string | undefined {
  if (!body || typeof body !== 'object' || !('error' in body)) return undefined;
  const error = (body as { error: unknown }).error;
  if (typeof error === 'string') return error;
  if (error && typeof error === 'object') {
    const { description, message } = error as { description?: unknown; message?: unknown };
    if (typeof description === 'string' && description) return description;
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
}

/**
 * One request to the console's server routes: the console token travels when given. Resolves with the JSON
 * answer of a 2xx; throws ConsoleCallError with the server's message, else 'API Error: {status}', and says
 * when the console token is what is missing.
 */
async function consoleRequest(url: string, token: string | undefined, init: { method?: string; body?: string } = {}): Promise<unknown> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (init.body !== undefined) headers['content-type'] = 'application/json';
  if (token) headers[CONSOLE_TOKEN_HEADER] = token;
  let res: Response;
  try {
    res = await fetch(url, { ...init, headers });
  } catch {
    throw new ConsoleCallError('Network error: the server could not be reached.');
  }
  let json: unknown;
  try {
    json = await res.json();
  } catch {
    throw new ConsoleCallError(`API Error: ${res.status}`);
  }
  if (!res.ok) {
    const err = (json ?? {}) as ServerError;
    const message = typeof err.message === 'string' && err.message ? err.message : `API Error: ${res.status}`;
    throw new ConsoleCallError(message, err.code === 'CONSOLE_TOKEN_REQUIRED');
  }
  return json;
}

/**
 * Runs one allow-listed endpoint. Resolves with the provider's answer when it succeeded; throws
 * ConsoleCallError with the provider's message, else 'API Error: {status}' (spec §8), when it did not.
 * The provider signals some failures inside an HTTP 200 (provider-contract §2), so the envelope counts too.
 */
export async function callEndpoint(endpointId: string, params: Record<string, unknown>, token?: string): Promise<ConsoleResult> {
  const json = await consoleRequest(consoleUrls.call, token, { method: 'POST', body: JSON.stringify({ endpointId, params }) });
  const result = json as ConsoleResult;
  const failed = result.status < 200 || result.status >= 300 || (providerErrorMessage(result.body) !== undefined && !hasData(result.body));
  if (failed) throw new ConsoleCallError(providerErrorMessage(result.body) ?? `API Error: ${result.status}`);
  return result;
}

function hasData(body: unknown): boolean {
  return !!body && typeof body === 'object' && 'data' in body && (body as { data: unknown }).data != null;
}

/** Records in an answer: the length of its data list (one for a single object, none otherwise). */
export function recordCount(body: unknown): number {
  if (!body || typeof body !== 'object' || !('data' in body)) return 0;
  const data = (body as { data: unknown }).data;
  if (Array.isArray(data)) return data.length;
  return data && typeof data === 'object' ? 1 : 0;
}

/** The pretty-printed JSON the panel shows and copies. */
export function prettyJson(body: unknown): string {
  return JSON.stringify(body, null, 2) ?? 'null';
}

/** Size of the answer as JSON, in KB with two decimals. */
export function sizeInKb(body: unknown): string {
  const bytes = new TextEncoder().encode(JSON.stringify(body) ?? '').length;
  return (bytes / 1024).toFixed(2);
}

/** One e-mail of the mail outbox as /api/console/outbox lists it (newest first). */
export interface OutboxEntry {
  id: number;
  kind: string;
  recipient: string;
  bookingId: string | null;
  status: 'PENDING' | 'SENT' | 'FAILED';
  /** 'outbox': kept here (no SMTP_URL); 'smtp': sent to the mail server */
  delivery: 'smtp' | 'outbox' | null;
  attempts: number;
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
  subject: string | null;
  text: string | null;
  html: string | null;
  attachmentNames: string[];
}

/** The newest messages of the mail outbox (a private view: the console token travels when given). */
export async function fetchOutbox(token?: string): Promise<OutboxEntry[]> {
  const json = await consoleRequest(consoleUrls.outbox, token);
  return ((json as { messages?: OutboxEntry[] }).messages ?? []).slice();
}
