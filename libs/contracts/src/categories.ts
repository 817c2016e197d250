import { z } from 'zod';
import { dataEnvelope, errorResponseSchema, idSchema, slugSchema } from './common';

/** A category with how many products it holds, for navigation and the category page. */
export const categorySchema = z.object({
  id: idSchema,
  slug: slugSchema,
  name: z.string(),
  description: z.string(),
  product_count: z.int().min(0),
});
export type Category = z.infer<typeof categorySchema>;

export const categoryListResponseSchema = dataEnvelope(z.array(categorySchema));
export type CategoryListResponse = z.infer<typeof categoryListResponseSchema>;

/** `GET /categories` (docs/architecture.md "Endpoints we design"), in the shape of the spec's endpoint table. */
export const categoryEndpoints = {
  listCategories: {
    method: 'GET',
    path: '/categories',
    summary: 'Every category with its product count',
    auth: 'none',
    response: { 200: categoryListResponseSchema, 429: errorResponseSchema, 500: errorResponseSchema },
  },
} as const;
