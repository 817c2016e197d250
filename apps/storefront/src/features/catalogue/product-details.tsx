import type { AttributeGroup, Product } from '@aurelia/contracts';
import { DEFAULT_TRUST_ITEMS, TrustRow, type TrustItem } from '@aurelia/ui';

/** A row of the details table: what it is, and its value (figures drawn as prices are). */
export interface DetailRow {
  label: string;
  value: string;
  figures?: boolean;
}

const GROUP_LABELS: Record<AttributeGroup, string> = {
  metal: 'Metal',
  purity: 'Purity',
  stone: 'Stone',
  occasion: 'Occasion',
  gender: 'Gender',
  collection: 'Collection',
};

/** The assurance a piece may only make when it is set with diamonds. */
const CERTIFIED_DIAMONDS = 'Certified diamonds';

/** Whether a piece is set with diamonds: its diamonds are graded, or its stone is a diamond. */
export function hasDiamonds(product: Pick<Product, 'diamonds' | 'attributes'>): boolean {
  return product.diamonds !== undefined || product.attributes.some((attribute) => attribute.group === 'stone' && attribute.name === 'diamond');
}

/**
 * The rows of a piece's details table: one per attribute group, in the order the groups first appear (a piece
 * made for two occasions lists them in one row), then its diamonds' colour, clarity and weight where it has
 * them, and its metal weight.
 */
export function detailRowsOf(product: Pick<Product, 'attributes' | 'diamonds' | 'price_breakup'>): DetailRow[] {
  const byGroup = new Map<AttributeGroup, string[]>();
  for (const attribute of product.attributes) {
    const titles = byGroup.get(attribute.group) ?? [];
    if (!titles.includes(attribute.title)) titles.push(attribute.title);
    byGroup.set(attribute.group, titles);
  }
  const rows: DetailRow[] = [...byGroup].map(([group, titles]) => ({ label: GROUP_LABELS[group], value: titles.join(', ') }));
  if (product.diamonds) {
    rows.push(
      { label: 'Diamond colour', value: product.diamonds.colour },
      { label: 'Diamond clarity', value: product.diamonds.clarity },
      { label: 'Diamond weight', value: `${product.diamonds.carat.toFixed(2)} ct`, figures: true },
    );
  }
  rows.push({ label: 'Metal weight', value: `${product.price_breakup.metal_weight_g.toFixed(3)} g`, figures: true });
  return rows;
}

/** The assurances a piece may make: the certificate only for one set with diamonds. */
export function trustItemsOf(product: Pick<Product, 'diamonds' | 'attributes'>): readonly TrustItem[] {
  return hasDiamonds(product) ? DEFAULT_TRUST_ITEMS : DEFAULT_TRUST_ITEMS.filter((item) => item.title !== CERTIFIED_DIAMONDS);
}

/** The product page's details table, with its heading. */
export function ProductDetails({ product }: { product: Pick<Product, 'attributes' | 'diamonds' | 'price_breakup'> }) {
  return (
    <>
      <h2 className="sf-product__subtitle">Details</h2>
      <dl className="sf-product__attributes">
        {detailRowsOf(product).map((row) => (
          <div key={row.label}>
            <dt>{row.label}</dt>
            <dd className={row.figures ? 'au-figures' : undefined}>{row.value}</dd>
          </div>
        ))}
      </dl>
    </>
  );
}

/** The product page's assurances, compact, without a claim the piece cannot make. */
export function ProductTrustRow({ product }: { product: Pick<Product, 'diamonds' | 'attributes'> }) {
  return <TrustRow compact items={trustItemsOf(product)} />;
}
