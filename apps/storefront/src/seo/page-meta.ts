import { SITE_DESCRIPTION, SOCIAL_CARD_TYPE, TITLE_TAGLINE, titleFor } from '@aurelia/domain';
import { isRouteErrorResponse, type MetaDescriptor } from 'react-router';
import type { RootData } from '../server/root-loader.server';

/** The brand logo used by the social card (docs/behaviour.md §9: large summary image, the brand logo). */
export const SOCIAL_IMAGE_PATH = '/brand-card.png';

export interface PageMetaInput {
  /** The page's own name, put before the brand (a product's or category's name). */
  name?: string;
  /** Overrides the whole title (error pages). */
  title?: string;
  description?: string;
  /** Path of the canonical URL (without the origin); omit for pages that should not be indexed. */
  path?: string;
  /** Keeps the page out of search results (carts, account pages, errors). */
  noindex?: boolean;
  /** A product page: Open Graph type `product` with its price and availability (Open Graph product tags). */
  product?: { price: number; availability: 'in stock' | 'out of stock' | 'preorder' };
}

/** Finds the root loader's data among the matches a `meta` function receives. */
export function rootDataOf(matches: readonly ({ id: string; data?: unknown } | undefined)[]): RootData | undefined {
  return matches.find((match) => match?.id === 'root')?.data as RootData | undefined;
}

/**
 * Title `<brand> | Premium Jewellery Collection` (the page's name first where it has one), the spec's
 * description, canonical URL, Open Graph and a large-summary social card with the brand logo
 * (docs/behaviour.md §1, §9).
 */
export function pageMeta(root: RootData | undefined, input: PageMetaInput = {}): MetaDescriptor[] {
  const brand = root?.brand ?? 'Aurelia';
  const origin = root?.origin ?? '';
  const siteTitle = `${brand} | ${TITLE_TAGLINE}`;
  const title = input.title ?? (input.name ? `${input.name} | ${siteTitle}` : siteTitle);
  const description = input.description ?? SITE_DESCRIPTION;
  const image = `${origin}${SOCIAL_IMAGE_PATH}`;
  const meta: MetaDescriptor[] = [
    { title },
    { name: 'description', content: description },
    { property: 'og:site_name', content: brand },
    { property: 'og:type', content: input.product ? 'product' : 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: description },
    { property: 'og:image', content: image },
    { property: 'og:image:alt', content: `${brand} logo` },
    { name: 'twitter:card', content: SOCIAL_CARD_TYPE },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: description },
    { name: 'twitter:image', content: image },
  ];
  if (input.path !== undefined) {
    meta.push({ tagName: 'link', rel: 'canonical', href: `${origin}${input.path}` });
    meta.push({ property: 'og:url', content: `${origin}${input.path}` });
  }
  if (input.product) {
    meta.push({ property: 'product:price:amount', content: input.product.price.toFixed(2) });
    meta.push({ property: 'product:price:currency', content: 'INR' });
    meta.push({ property: 'product:availability', content: input.product.availability });
  }
  if (input.noindex) meta.push({ name: 'robots', content: 'noindex' });
  return meta;
}

/**
 * The head of a page whose loader failed (an unknown product, store or order is a 404): the error's title
 * before the brand ("Page Not Found | Aurelia | …", docs/behaviour.md §2), kept out of search results. Null when the page rendered: its own head counts.
 */
export function errorMeta(error: unknown, matches: Parameters<typeof rootDataOf>[0]): MetaDescriptor[] | null {
  if (error === undefined || error === null) return null;
  return pageMeta(rootDataOf(matches), { name: titleFor(isRouteErrorResponse(error) ? error.status : 500), noindex: true });
}

/** The error's head when the loader failed (`errorMeta`), else the page's own (`pageMeta` with `input`). */
export function pageOrErrorMeta(error: unknown, matches: Parameters<typeof rootDataOf>[0], input: PageMetaInput = {}): MetaDescriptor[] {
  return errorMeta(error, matches) ?? pageMeta(rootDataOf(matches), input);
}
