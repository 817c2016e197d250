import { expect, test, type APIRequestContext } from '@playwright/test';
import { API, API_ORIGIN } from './servers';

interface Parameter {
  name: string;
  in: string;
  style?: string;
  explode?: boolean;
  schema?: { maximum?: number };
}
interface Operation {
  operationId?: string;
  security?: Record<string, string[]>[];
  parameters?: Parameter[];
  responses: Record<string, { headers?: Record<string, unknown>; content?: Record<string, unknown> }>;
}
interface Document {
  servers?: { url: string }[];
  paths: Record<string, Record<string, unknown> & { servers?: { url: string }[] }>;
}

const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

async function openApiDocument(request: APIRequestContext): Promise<Document> {
  const response = await request.get(`${API_ORIGIN}/api/docs/json`);
  expect(response.status()).toBe(200);
  return (await response.json()) as Document;
}

function operationsOf(document: Document): [string, string, Operation][] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method): [string, string, Operation] => [path, method, item[method] as Operation]),
  );
}

function operation(document: Document, method: string, path: string): Operation {
  const found = document.paths[path]?.[method];
  expect(found, `${method} ${path}`).toBeDefined();
  return found as Operation;
}

test.describe('the OpenAPI document a client generator is given', () => {
  test('names every operation once, so a generated client has a method for each', async ({ request }) => {
    const ids = operationsOf(await openApiDocument(request)).map(([, , op]) => op.operationId);
    expect(ids.length).toBeGreaterThan(50);
    expect(ids.filter((id) => !id)).toEqual([]);
    expect(new Set(ids).size).toBe(ids.length);
  });

  test('declares who may call each operation: public ones no scheme, signed-in and staff ones the bearer token the API demands', async ({ request }) => {
    const document = await openApiDocument(request);
    for (const [path, method, op] of operationsOf(document)) expect(op.security, `${method} ${path}`).toBeDefined();
    expect(operation(document, 'get', '/api/v1/products').security).toEqual([]);
    expect(operation(document, 'get', '/api/v1/cart/').security).toEqual([{ bearerAuth: [] }]);
    expect(operation(document, 'get', '/api/v1/staff/appointments').security?.[0]).toHaveProperty('bearerAuth');
    expect((await request.get(`${API}/products?per_page=1`)).status()).toBe(200);
    expect((await request.get(`${API}/cart/`)).status()).toBe(401);
    expect((await request.get(`${API}/staff/appointments`)).status()).toBe(401);
  });

  test('gives servers such that server and path make the real URL', async ({ request }) => {
    const document = await openApiDocument(request);
    const server = document.servers?.[0]?.url;
    expect(server).toBeDefined();
    expect((await request.get(`${server}/api/v1/products?per_page=1`)).status()).toBe(200);
    const probes = document.paths['/healthz']?.servers?.[0]?.url;
    expect((await request.get(`${probes}/healthz`)).status()).toBe(200);
  });

  test('documents the product filters as a deep object, which the API applies rather than ignores', async ({ request }) => {
    const filters = operation(await openApiDocument(request), 'get', '/api/v1/products').parameters?.find((p) => p.name === 'filters');
    expect(filters).toMatchObject({ in: 'query', style: 'deepObject', explode: true });
    const everything = (await (await request.get(`${API}/products?per_page=1`)).json()) as { meta: { total: number } };
    const filtered = await request.get(`${API}/products?per_page=1&${encodeURI('filters[categories][slug][$eq]')}=no-such-category`);
    expect(filtered.status()).toBe(200);
    expect(everything.meta.total).toBeGreaterThan(0);
    expect(((await filtered.json()) as { meta: { total: number } }).meta.total).toBe(0);
  });

  test('tells a client when to come back after every 429, with the window of a capped route', async ({ request }) => {
    const document = await openApiDocument(request);
    const with429 = operationsOf(document).filter(([, , op]) => op.responses['429']);
    expect(with429.length).toBeGreaterThan(50);
    for (const [path, method, op] of with429) expect(op.responses['429']?.headers, `${method} ${path}`).toHaveProperty('Retry-After');
    expect(Object.keys(operation(document, 'post', '/api/v1/auth/register').responses['429']?.headers ?? {})).toEqual(
      expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
    );
  });

  test('names the image path parameter and gives the image and invoice answers their real media types', async ({ request }) => {
    const document = await openApiDocument(request);
    expect(document.paths['/_ipx/{modifiers}/{*}']).toBeUndefined();
    const image = operation(document, 'get', '/_ipx/{modifiers}/{path}');
    expect(image.parameters?.map((p) => p.name)).toEqual(['modifiers', 'path']);
    expect(Object.keys(image.responses['200']?.content ?? {})).toEqual(['image/avif', 'image/webp', 'image/jpeg', 'image/png']);
    const invoice = operation(document, 'get', '/api/v1/orders/{orderNumber}/invoice').responses;
    expect(Object.keys(invoice['200']?.content ?? {})).toEqual(['application/pdf']);
    expect(Object.keys(invoice['401']?.content ?? {})).toEqual(['application/json']);
    const refused = await request.get(`${API}/orders/AUR-00000001/invoice`);
    expect(refused.status()).toBe(401);
    expect(refused.headers()['content-type']).toMatch(/^application\/json/);
  });

  test('documents ids up to the largest the API can name, and a larger one is not found', async ({ request }) => {
    const id = operation(await openApiDocument(request), 'get', '/api/v1/product/id/{id}').parameters?.find((p) => p.name === 'id');
    expect(id?.schema?.maximum).toBe(2_147_483_647);
    expect((await request.get(`${API}/product/id/${2 ** 31}`)).status()).toBe(404);
  });
});
