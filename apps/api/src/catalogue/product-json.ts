import { productListResponseSchema, type ProductListResponse } from '@aurelia/contracts';
import { ResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { safeEncode, type $ZodType, type output } from 'zod/v4/core';

/** What Fastify gives a route's serializer compiler, once per response status. */
interface RouteSchema {
  schema: unknown;
  method: string;
  url: string;
  httpStatus?: string;
}

/** The app's serializer (fastify-type-provider-zod), for the statuses this module does not handle. */
const zodSerializer = (route: RouteSchema) => serializerCompiler(route as Parameters<typeof serializerCompiler>[0]);

const productSchema = productListResponseSchema.shape.data.element;
const metaSchema = productListResponseSchema.shape.meta;

/** The validated JSON of frozen products, and of frozen whole answers (cached listings), computed once per object. */
const validatedJson = new WeakMap<object, string>();

function encode<S extends $ZodType>(schema: S, value: unknown, route: RouteSchema): string {
  const result = safeEncode(schema, value as output<S>);
  if (result.error) throw new ResponseSerializationError(route.method, route.url, { cause: result.error });
  return JSON.stringify(result.data);
}

/**
 * The 200 serializer of `GET /products`: the same zod validation and the same bytes as the app's
 * serializer (`productListResponseSchema`, element by element), but a product object that is frozen — the
 * repository hands out one per unchanged product — is validated and stringified only the first time, and so
 * is a frozen whole answer (a listing the repository keeps in memory).
 */
export function productListSerializer(route: RouteSchema): (data: unknown) => string {
  const whole = zodSerializer(route);
  return (data) => {
    const list = data as Partial<ProductListResponse> | null;
    if (!list || !Array.isArray(list.data) || Object.keys(list).length !== 2 || !('meta' in list)) return whole(data);
    const known = validatedJson.get(list);
    if (known !== undefined) return known;
    let json = '{"data":[';
    for (let i = 0; i < list.data.length; i++) {
      const product: unknown = list.data[i];
      let part = typeof product === 'object' && product !== null ? validatedJson.get(product) : undefined;
      if (part === undefined) {
        part = encode(productSchema, product, route);
        if (typeof product === 'object' && product !== null && Object.isFrozen(product)) validatedJson.set(product, part);
      }
      json += i === 0 ? part : `,${part}`;
    }
    json = `${json}],"meta":${encode(metaSchema, list.meta, route)}}`;
    if (Object.isFrozen(list) && Object.isFrozen(list.data) && Object.isFrozen(list.meta)) validatedJson.set(list, json);
    return json;
  };
}

/**
 * The route's serializers: {@link productListSerializer} for a 200 of `productListResponseSchema`, the
 * app's zod serializer for anything else (error statuses, or a contract that has moved on).
 */
export function productListSerializerCompiler(route: RouteSchema): (data: unknown) => string {
  return route.httpStatus === '200' && route.schema === productListResponseSchema
    ? productListSerializer(route)
    : zodSerializer(route);
}
