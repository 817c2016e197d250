import type { Attribute, Category } from '@aurelia/contracts';
import { useEffect, useState } from 'react';
import { createAppAsyncThunk, useAppDispatch } from '../shared/hooks';

/** A link of the site menus. */
export interface MenuLink {
  label: string;
  href: string;
}

/** A section of the site menus: a heading and its links. */
export interface MenuSection {
  key: string;
  label: string;
  links: MenuLink[];
}

/** The attribute groups the menus offer as sections, in order, with their headings. */
const ATTRIBUTE_SECTIONS: readonly { group: Attribute['group']; label: string }[] = [
  { group: 'metal', label: 'Metal' },
  { group: 'occasion', label: 'Occasion' },
  { group: 'collection', label: 'Collections' },
];

/** Pieces of one metal, occasion or collection from every category: the search's listing, filtered. */
export const attributeHref = (attribute: Pick<Attribute, 'id'>) => `/search?attr=${attribute.id}`;

/** Gifting: cards, coins, and pieces for him and for her when the catalogue names them. */
export function giftingSection(attributes: readonly Attribute[]): MenuSection {
  const gender = (name: string) => attributes.find((attribute) => attribute.group === 'gender' && attribute.name === name);
  const forHer = gender('women');
  const forHim = gender('men');
  return {
    key: 'gifting',
    label: 'Gifting',
    links: [
      { label: 'Gift cards', href: '/giftcards' },
      { label: 'Gold coins', href: '/category/coins' },
      ...(forHer ? [{ label: 'Gifts for her', href: attributeHref(forHer) }] : []),
      ...(forHim ? [{ label: 'Gifts for him', href: attributeHref(forHim) }] : []),
    ],
  };
}

/** The category section, then metal, occasion and collections from the catalogue's attributes. */
export function catalogueSections(categories: readonly Pick<Category, 'slug' | 'name'>[], attributes: readonly Attribute[]): MenuSection[] {
  return [
    { key: 'category', label: 'Jewellery', links: categories.map((category) => ({ label: category.name, href: `/category/${category.slug}` })) },
    ...ATTRIBUTE_SECTIONS.map(({ group, label }) => ({
      key: group,
      label,
      links: attributes.filter((attribute) => attribute.group === group).map((attribute) => ({ label: attribute.title, href: attributeHref(attribute) })),
    })),
  ].filter((section) => section.links.length > 0);
}

/**
 * The price bands the menus offer, in whole rupees, both ends included (null: no bound), named as the listing
 * names them (listing-query.ts priceBandLabel; the labels are written out so the menus load no listing code).
 */
const PRICE_BANDS: readonly { label: string; priceMin: number | null; priceMax: number | null }[] = [
  { label: 'Under ₹25,000', priceMin: null, priceMax: 25_000 },
  { label: '₹25,000–₹50,000', priceMin: 25_000, priceMax: 50_000 },
  { label: '₹50,000–₹1,00,000', priceMin: 50_000, priceMax: 100_000 },
  { label: '₹1,00,000 and above', priceMin: 100_000, priceMax: null },
];

/** Pieces of a price band from every category, or of one category when given: the listing, filtered. */
export function priceSection(categorySlug?: string): MenuSection {
  const path = categorySlug ? `/category/${categorySlug}` : '/search';
  return {
    key: 'price',
    label: 'By price',
    links: PRICE_BANDS.map(({ label, priceMin, priceMax }) => {
      const edges = [...(priceMin === null ? [] : [`price_min=${priceMin}`]), ...(priceMax === null ? [] : [`price_max=${priceMax}`])];
      return { label, href: `${path}?${edges.join('&')}` };
    }),
  };
}

/** The shop's services, beyond its catalogue. */
export const SERVICE_LINKS: readonly MenuLink[] = [
  { label: 'Stores', href: '/stores' },
  { label: 'Book an appointment', href: '/appointment' },
  { label: 'Gold purchase plan', href: '/user/gold-purchase-plan' },
];

/** The attributes the menus list (metal, occasion, collection, gender), once per page's life. */
const fetchMenuAttributes = createAppAsyncThunk('menu/attributes', async (_: void, { extra }) => (await extra.api.getAttributes()).data);

/** The first picture of a category's most loved piece, for the menu's feature. */
const fetchCategoryPicture = createAppAsyncThunk('menu/categoryPicture', async (slug: string, { extra }) => {
  const product = (await extra.api.getProducts({ category: slug, perPage: 1, sort: ['popularity:desc'] })).data[0];
  const image = product?.images[0];
  return image ? { url: image.url, alt: image.alt, href: `/product/${product.slug}`, name: product.name } : null;
});

export type CategoryPicture = { url: string; alt: string; href: string; name: string } | null;

let attributesOnce: Promise<Attribute[]> | undefined;
const pictures = new Map<string, Promise<CategoryPicture>>();

/** The menus' attributes: none until they arrive (the category links work meanwhile), none if they cannot. */
export function useMenuAttributes(): Attribute[] {
  const dispatch = useAppDispatch();
  const [attributes, setAttributes] = useState<Attribute[]>([]);
  useEffect(() => {
    let live = true;
    attributesOnce ??= dispatch(fetchMenuAttributes()).unwrap().catch(() => {
      attributesOnce = undefined;
      return [];
    });
    void attributesOnce.then((found) => live && setAttributes(found));
    return () => {
      live = false;
    };
  }, [dispatch]);
  return attributes;
}

/** A category's featured picture, asked for once per category. */
export function useCategoryPicture(slug: string | undefined): CategoryPicture {
  const dispatch = useAppDispatch();
  const [picture, setPicture] = useState<{ slug: string; picture: CategoryPicture }>({ slug: '', picture: null });
  useEffect(() => {
    if (!slug) return undefined;
    let live = true;
    let pending = pictures.get(slug);
    if (!pending) {
      pending = dispatch(fetchCategoryPicture(slug))
        .unwrap()
        .catch(() => null);
      pictures.set(slug, pending);
    }
    void pending.then((found) => live && setPicture({ slug, picture: found }));
    return () => {
      live = false;
    };
  }, [slug, dispatch]);
  return picture.slug === slug ? picture.picture : null;
}
