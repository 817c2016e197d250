import type { Attribute, Category, PageSummary, Setting, Store } from '@aurelia/contracts';
import { listOf } from '@aurelia/api-client';
import { ApiError, HttpError, NetworkError, TimeoutError, type ApiRequestInfo } from '@aurelia/api-client/errors';
import { API_ORIGIN, SUB_REQUEST_TIMEOUT_MS } from './api.server';

/** How long categories, attributes, stores and pages are used without asking the API whether they changed. */
export const REFERENCE_DATA_FRESH_MS = Number(process.env['SSR_REFERENCE_FRESH_MS'] ?? 5_000);

interface Held {
  value: unknown;
  etag: string | null;
  checkedAt: number;
}

const held = new Map<string, Held>();
const checking = new Map<string, Promise<Held>>();

/** One conditional GET of `path` under /api/v1: the API answers 304 when `etag` still names its data. */
async function fetchHeld(path: string, read: (body: unknown) => unknown, before: Held | undefined): Promise<Held> {
  const url = `${API_ORIGIN}/api/v1${path}`;
  const request: ApiRequestInfo = { method: 'GET', url };
  const headers: Record<string, string> = { accept: 'application/json' };
  if (before?.etag) headers['if-none-match'] = before.etag;
  let response: Response;
  try {
    response = await fetch(url, { headers, signal: AbortSignal.timeout(SUB_REQUEST_TIMEOUT_MS) });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'TimeoutError') throw new TimeoutError(SUB_REQUEST_TIMEOUT_MS, request, { cause: error });
    throw new NetworkError(`Network error: ${error instanceof Error ? error.message : String(error)}`, request, { cause: error });
  }
  if (response.status === 304 && before) return { ...before, checkedAt: Date.now() };
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) throw new HttpError(response.status, body, request);
  try {
    return { value: read(body), etag: response.headers.get('etag'), checkedAt: Date.now() };
  } catch (error) {
    throw new ApiError(error instanceof Error ? error.message : String(error), request, { cause: error });
  }
}

/** Asks the API once for every caller waiting at the same time. */
function check(path: string, read: (body: unknown) => unknown): Promise<Held> {
  const running = checking.get(path);
  if (running) return running;
  const next = fetchHeld(path, read, held.get(path))
    .then((fresh) => {
      held.set(path, fresh);
      return fresh;
    })
    .finally(() => checking.delete(path));
  checking.set(path, next);
  return next;
}

/**
 * Data every page's shell shows, kept in this process and revalidated with the API's entity tags (a 304
 * costs a few bytes and no parsing). With `freshMs` 0 every use waits for a revalidation, shared by every
 * request waiting at the same moment: a change shows on the next page (settings: maintenance mode, disabled
 * features). Otherwise a copy younger than `freshMs` is used as it is, and an older one too while a single
 * revalidation runs in the background (stale-while-revalidate); a failed revalidation keeps the copy.
 */
export async function referenceData<T>(path: string, read: (body: unknown) => T, freshMs = REFERENCE_DATA_FRESH_MS): Promise<T> {
  const copy = held.get(path);
  if (!copy || freshMs <= 0) return (await check(path, read)).value as T;
  if (Date.now() - copy.checkedAt >= freshMs) {
    check(path, read).catch((error: unknown) => {
      console.warn(`revalidating ${path} failed; the copy in memory stays`, error instanceof Error ? error.message : error);
    });
  }
  return copy.value as T;
}

/** The settings, revalidated on every use: the access rules read them (maintenance, disabled features). */
export const sharedSettings = () => referenceData('/settings/', listOf<Setting>, 0);
/**
 * The settings as last read from the API, or undefined before the first answer: what the access rules go on while
 * the API is away (it cannot change them meanwhile).
 */
export const lastSettings = () => held.get('/settings/')?.value as Setting[] | undefined;
/**
 * The settings' current version (the API's entity tag for them), revalidated as `sharedSettings` is: it changes
 * the moment a setting does. Keys the page cache (libs/server-http/src/page-cache.mjs).
 */
export async function settingsVersion(): Promise<string> {
  await sharedSettings();
  return held.get('/settings/')?.etag ?? '';
}
export const sharedCategories = () => referenceData('/categories', listOf<Category>);
export const sharedAttributes = () => referenceData('/attributes', listOf<Attribute>);
/** The footer's stores: name, city and page, nothing else. */
export const sharedStores = () =>
  referenceData('/stores', (body) => listOf<Store>(body).map(({ slug, name, city }) => ({ slug, name, city })));
export const sharedPages = () => referenceData('/pages', listOf<PageSummary>);

/** Forgets every copy (tests). */
export function clearReferenceData(): void {
  held.clear();
}
