import { errorResponseSchema, productListResponseSchema, type ProductListResponse } from '@aurelia/contracts';
import { sampleProduct } from '@aurelia/contracts/testing';
import { isResponseSerializationError, serializerCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { deepFreeze } from './product-memo';
import { productListSerializer, productListSerializerCompiler } from './product-json';

const route = { schema: productListResponseSchema, method: 'GET', url: '/products', httpStatus: '200' };
const zod = serializerCompiler(route);
const fast = productListSerializer(route);
const meta = { current_page: 1, last_page: 1, per_page: 12, total: 2 };

describe('the product list serializer', () => {
  it('writes the same bytes as the zod serializer, for fresh and for frozen products', () => {
    const list: ProductListResponse = { data: [sampleProduct(), deepFreeze(sampleProduct({ id: 2, item_id: 2 }))], meta };
    expect(fast(list)).toBe(zod(list));
    expect(fast(list)).toBe(zod(list));
    expect(fast({ data: [], meta })).toBe(zod({ data: [], meta }));
  });

  it('strips what the schema does not know, as zod does', () => {
    const withExtra = { data: [{ ...sampleProduct(), secret: 'x' }], meta: { ...meta, extra: 1 } };
    expect(fast(withExtra)).toBe(zod(withExtra));
    expect(fast(withExtra)).not.toContain('secret');
  });

  it('refuses an invalid product or meta with the same serialization error', () => {
    const cases = [
      { data: [sampleProduct({ price: -1 })], meta },
      { data: [deepFreeze(sampleProduct({ slug: 'Not A Slug' }))], meta },
      { data: [sampleProduct()], meta: { ...meta, total: -1 } },
    ];
    for (const list of cases) {
      expect(() => zod(list)).toThrow();
      let error: unknown;
      try {
        fast(list);
      } catch (caught) {
        error = caught;
      }
      expect(isResponseSerializationError(error)).toBe(true);
    }
  });

  it('leaves other statuses to the zod serializer', () => {
    const error = { message: 'Please check the highlighted fields.', errors: { page: ['Too small'] } };
    const unprocessable = { ...route, httpStatus: '422', schema: errorResponseSchema };
    expect(productListSerializerCompiler(unprocessable)(error)).toBe(serializerCompiler(unprocessable)(error));
  });
});
