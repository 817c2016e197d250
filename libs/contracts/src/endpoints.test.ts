import { describe, expect, expectTypeOf, it } from 'vitest';
import { z } from 'zod';
import { errorResponseSchema } from './common';
import { cartResponseSchema } from './cart';
import { API_BASE_PATH, buildPath, endpoints, successStatus } from './endpoints';
import type {
  EndpointBody,
  EndpointDefinition,
  EndpointName,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from './endpoints';
import type { CartAddBody, CartResponse } from './cart';
import type { Product } from './catalogue';
import { sampleAppointment, sampleBagItem, sampleProduct, sampleTimeslot, sampleUser } from './testing';

/** docs/behaviour.md §7, row by row, as written there. */
const specRows = [
  'GET /api/v1/products',
  'GET /api/v1/product/{slug}',
  'GET /api/v1/product/id/{id}',
  'GET /api/v1/attributes',
  'POST /api/v1/cart/add',
  'POST /api/v1/cart/remove',
  'GET /api/v1/cart/',
  'POST /api/v1/cart/sync',
  'POST /api/v1/check-product-available',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/register',
  'POST /api/v1/auth/logout',
  'GET /api/v1/user',
  'GET /api/v1/timeslots',
  'POST /api/v1/appointment',
  'GET /api/v1/settings/',
];

const all: [EndpointName, EndpointDefinition][] = Object.entries(endpoints) as [EndpointName, EndpointDefinition][];
const specForm = (endpoint: EndpointDefinition) =>
  `${endpoint.method} ${API_BASE_PATH}${endpoint.path.replace(/:(\w+)/g, '{$1}')}`;

describe('the endpoint table covers docs/behaviour.md §7 exactly', () => {
  it('has one endpoint per row, with its exact method and path, trailing slashes kept', () => {
    expect(all.map(([, endpoint]) => specForm(endpoint)).sort()).toEqual([...specRows].sort());
  });
  it('names each endpoint as the api-client does', () => {
    expect(Object.keys(endpoints).sort()).toEqual(
      [
        'listProducts', 'getProductBySlug', 'getProductById', 'listAttributes', 'addToCart', 'removeFromCart',
        'getCart', 'syncCart', 'checkProductAvailable', 'login', 'register', 'logout', 'getUser', 'listTimeslots',
        'bookAppointment', 'getSettings',
      ].sort(),
    );
  });
  it('declares path parameters exactly where the path has them', () => {
    for (const [, endpoint] of all) {
      const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]);
      const declared = endpoint.params instanceof z.ZodObject ? Object.keys(endpoint.params.shape) : [];
      expect(declared, endpoint.path).toEqual(names);
    }
  });
  it('sends a body only with POST', () => {
    for (const [, endpoint] of all) {
      if (endpoint.method === 'GET') expect(endpoint.body, endpoint.path).toBeUndefined();
    }
    const postsWithoutBody = all.filter(([, endpoint]) => endpoint.method === 'POST' && endpoint.body === undefined);
    expect(postsWithoutBody.map(([name]) => name)).toEqual(['logout']);
  });
});

describe('access', () => {
  it('requires sign-in for the server cart, the user and logout, and allows it for booking', () => {
    const byAuth = (auth: string) => all.filter(([, endpoint]) => endpoint.auth === auth).map(([name]) => name).sort();
    expect(byAuth('required')).toEqual(['addToCart', 'getCart', 'getUser', 'logout', 'removeFromCart', 'syncCart']);
    expect(byAuth('optional')).toEqual(['bookAppointment']);
  });
  it('documents a 401 wherever a token is read', () => {
    for (const [name, endpoint] of all) {
      expect(401 in endpoint.response, name).toBe(endpoint.auth !== 'none');
    }
  });
});

describe('responses', () => {
  it('answers cart add, remove and sync with the cart', () => {
    for (const name of ['addToCart', 'removeFromCart', 'syncCart', 'getCart'] as const) {
      expect(endpoints[name].response[200]).toBe(cartResponseSchema);
    }
  });
  it('answers a booking with 201 Created and every other call with 200', () => {
    for (const [name, endpoint] of all) {
      expect(successStatus(endpoint), name).toBe(name === 'bookAppointment' ? 201 : 200);
    }
  });
  it('gives every error status the one error shape', () => {
    for (const [name, endpoint] of all) {
      const statuses = Object.keys(endpoint.response).map(Number);
      const success = successStatus(endpoint);
      expect(statuses, name).toContain(success);
      for (const status of statuses.filter((code) => code !== success)) {
        expect(endpoint.response[status as 422], `${name} ${status}`).toBe(errorResponseSchema);
      }
    }
  });
  it('documents 422 wherever the request carries input', () => {
    for (const [name, endpoint] of all) {
      const hasInput = Boolean(endpoint.body ?? endpoint.query ?? endpoint.params);
      expect(422 in endpoint.response, name).toBe(hasInput);
    }
  });
  it('can be turned into JSON Schema for the OpenAPI document', () => {
    for (const [name, endpoint] of all) {
      for (const request of [endpoint.params, endpoint.query, endpoint.body]) {
        if (request) expect(() => z.toJSONSchema(request, { io: 'input' }), name).not.toThrow();
      }
      for (const response of Object.values(endpoint.response)) {
        expect(() => z.toJSONSchema(response, { io: 'output' }), name).not.toThrow();
      }
    }
  });
});

/** A success body for each endpoint, as the server would send it. */
const cart = { data: { bag_items: [sampleBagItem()], subtotal: 96_614, item_count: 2 } };
const successBodies: Record<EndpointName, unknown> = {
  listProducts: { data: [sampleProduct()], meta: { current_page: 1, last_page: 1, per_page: 12, total: 1 } },
  getProductBySlug: { data: sampleProduct() },
  getProductById: { data: sampleProduct() },
  listAttributes: { data: sampleProduct().attributes },
  addToCart: cart,
  removeFromCart: cart,
  getCart: cart,
  syncCart: cart,
  checkProductAvailable: { is_available: true },
  login: { access_token: 'token', user: sampleUser() },
  register: { access_token: 'token', user: sampleUser() },
  logout: { message: 'Logged out.' },
  getUser: { data: sampleUser() },
  listTimeslots: { data: [sampleTimeslot()] },
  bookAppointment: { data: sampleAppointment() },
  getSettings: { data: [{ key: 'is_store_open', value: 'true' }] },
};

describe('the server serialises responses by encoding them', () => {
  it('encodes the success body of every endpoint unchanged, which a transform in a response schema would break', () => {
    for (const [name, endpoint] of all) {
      const schema = endpoint.response[successStatus(endpoint)];
      expect(schema, name).toBeDefined();
      if (!schema) continue;
      const result = z.safeEncode(schema, successBodies[name]);
      expect(result.error, name).toBeUndefined();
      expect(result.data, name).toEqual(successBodies[name]);
    }
  });
  it('encodes an error body', () => {
    const body = { message: 'The given data was invalid.', errors: { phone: ['Enter 6 to 14 digits'] } };
    expect(z.safeEncode(errorResponseSchema, body).data).toEqual(body);
  });
});

describe('endpoint types for the client', () => {
  it('infers what is sent and what comes back', () => {
    expectTypeOf<EndpointBody<'addToCart'>>().toEqualTypeOf<CartAddBody>();
    expectTypeOf<EndpointBody<'getCart'>>().toBeNever();
    expectTypeOf<EndpointResponse<'syncCart'>>().toEqualTypeOf<CartResponse>();
    expectTypeOf<EndpointResponse<'getProductById'>['data']>().toEqualTypeOf<Product>();
    expectTypeOf<EndpointParams<'getProductById'>>().toEqualTypeOf<{ id: number | string }>();
    expectTypeOf<EndpointQuery<'listProducts'>['per_page']>().toEqualTypeOf<number | string | undefined>();
  });
});

describe('building a path', () => {
  it('fills and encodes the parameters', () => {
    expect(buildPath(endpoints.getProductBySlug.path, { slug: 'gold ring/22k' })).toBe('/product/gold%20ring%2F22k');
    expect(buildPath(endpoints.getProductById.path, { id: 42 })).toBe('/product/id/42');
    expect(buildPath(endpoints.getCart.path, {})).toBe('/cart/');
  });
  it('refuses to build a path with a parameter missing or empty', () => {
    expect(() => buildPath(endpoints.getProductBySlug.path, { slug: '' })).toThrow(/slug/);
    expect(() => buildPath('/a/:first/b/:second' as string, { first: 1 })).toThrow(/second/);
  });
  it('types the parameters from the path', () => {
    expectTypeOf(buildPath<'/a/:first/b/:second'>).parameter(1).toEqualTypeOf<{
      readonly first: string | number;
      readonly second: string | number;
    }>();
  });
});
