import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { SeedProduct } from './generate-catalogue';

/** Edge of the square seeded product images, in pixels. */
export const PRODUCT_IMAGE_SIZE = 800;

/** Draws one product image as PNG (the signature of src/images/render-product-image.ts). */
export type ProductImageRenderer = (
  spec: { seed: number; category: string; metal: SeedProduct['metal']; stone: SeedProduct['stone']; view: number },
  size?: number,
) => Promise<Buffer>;

/** The site-relative path of a product's n-th image (n from 1), as stored and served. */
export function productImagePath(slug: string, n: number): string {
  return `/images/products/${slug}-${n}.png`;
}

/**
 * Renders every product's images into `<publicDir>/images/products/`, a few at a time. Files already there
 * are kept: the renderer is deterministic, so a re-seed with the same data draws the same bytes.
 */
export async function renderSeedImages(
  products: readonly SeedProduct[],
  options: { publicDir: string; render: ProductImageRenderer; concurrency?: number; log?: (message: string) => void },
): Promise<{ rendered: number; kept: number }> {
  const dir = join(options.publicDir, 'images', 'products');
  await mkdir(dir, { recursive: true });
  const jobs = products.flatMap((product) =>
    Array.from({ length: product.imageCount }, (_, view) => ({ product, view })),
  );
  let next = 0;
  let rendered = 0;
  let kept = 0;
  let done = 0;
  const step = Math.max(1, Math.ceil(jobs.length / 10));
  const worker = async () => {
    for (let job = jobs[next++]; job; job = jobs[next++]) {
      const file = join(options.publicDir, productImagePath(job.product.slug, job.view + 1));
      if (existsSync(file)) {
        kept++;
      } else {
        const png = await options.render(
          {
            seed: job.product.imageSeed,
            category: job.product.categorySlug,
            metal: job.product.metal,
            stone: job.product.stone,
            view: job.view,
          },
          PRODUCT_IMAGE_SIZE,
        );
        await writeFile(file, png);
        rendered++;
      }
      done++;
      if (done % step === 0 || done === jobs.length) options.log?.(`product images: ${done}/${jobs.length}`);
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, options.concurrency ?? 2) }, worker));
  return { rendered, kept };
}
