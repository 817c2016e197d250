import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import { useControllableState } from '../../lib/use-controllable-state';
import { Badge } from '../badge/badge';
import { Button } from '../button/button';
import { IconButton } from '../icon-button/icon-button';
import { PriceTag } from '../price-tag/price-tag';
import { DeferredProductImage } from '../product-image/deferred-product-image';
import { ProductImage } from '../product-image/product-image';
import { Skeleton } from '../skeleton/skeleton';
import { StockBadge, type StockStatus } from '../stock-badge/stock-badge';
import './product-card.css';

export interface ProductCardProps extends Omit<ComponentProps<'article'>, 'children'> {
  /** Product name, also the link text. */
  name: string;
  /** The product page. */
  href: string;
  /** Image path (through the image proxy) and its description. */
  image: { src: string; alt: string };
  /**
   * A second view (the three-quarter one) shown while a pointer rests on the card or the card holds focus, on
   * devices that hover; loaded lazily, never on touch screens. Decorative: the first image's alt describes the piece.
   */
  hoverImage?: { src: string };
  /** Price in decimal rupees. */
  price: number;
  /** The earlier price, struck through. */
  compareAt?: number;
  /** A line under the name ("18K rose gold · 0.50 ct"). */
  subtitle?: ReactNode;
  /** A label on the image ("New", "Bestseller"). */
  badge?: string;
  /** Stock state; `out` disables add to bag. */
  stock?: StockStatus;
  /** Controlled wishlist state. */
  wishlisted?: boolean;
  /** Initial wishlist state when uncontrolled. */
  defaultWishlisted?: boolean;
  /** Called when the heart is pressed; omit to hide the heart. */
  onWishlistChange?: (wishlisted: boolean) => void;
  /** Shows an "Add to bag" button that calls this. */
  onAddToCart?: () => void;
  /** The add is in flight. */
  adding?: boolean;
  /** Heading level of the name, to fit the page's outline (default 3). */
  headingLevel?: 2 | 3 | 4;
  /** First row of a list: load the image at once. */
  priority?: boolean;
  /** Away from the first screen: the photo is asked for once the page's script runs (DeferredProductImage). */
  deferred?: boolean;
  /** The image's `sizes`: how wide the card is at each breakpoint of the page's grid. */
  sizes?: string;
  /** Renders the link (pass the router's Link); defaults to a plain anchor. */
  renderLink?: RenderLink;
}

const IMAGE_SIZE = 400;
/** A grid of two columns on phones, three from 640 px, four from 1024 px. */
const DEFAULT_CARD_SIZES = '(min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';

/** A product in a grid: image, name linking to the product, price, stock, wishlist and add to bag. */
export function ProductCard({
  name,
  href,
  image,
  hoverImage,
  price,
  compareAt,
  subtitle,
  badge,
  stock,
  wishlisted,
  defaultWishlisted = false,
  onWishlistChange,
  onAddToCart,
  adding = false,
  priority = false,
  deferred = false,
  sizes = DEFAULT_CARD_SIZES,
  headingLevel = 3,
  renderLink,
  className,
  ...props
}: ProductCardProps) {
  const [saved, setSaved] = useControllableState({ value: wishlisted, defaultValue: defaultWishlisted, onChange: onWishlistChange });
  const linkProps = { href, className: 'au-product-card__link', children: name };
  const Heading = `h${headingLevel}` as const;
  const Photo = deferred ? DeferredProductImage : ProductImage;
  return (
    <article className={cn('au-product-card', className)} {...props}>
      <div className="au-product-card__media">
        <Photo src={image.src} alt={image.alt} width={IMAGE_SIZE} height={IMAGE_SIZE} priority={priority} sizes={sizes} />
        {/* Shown on hover alone: never wanted before the page's script runs, wherever the card is. */}
        {hoverImage && (
          <DeferredProductImage
            src={hoverImage.src}
            alt=""
            width={IMAGE_SIZE}
            height={IMAGE_SIZE}
            sizes={sizes}
            fetchPriority="low"
            className="au-product-card__second-view"
          />
        )}
        {badge && (
          <Badge tone="gold" size="sm" className="au-product-card__badge">
            {badge}
          </Badge>
        )}
      </div>
      <div className="au-product-card__body">
        <Heading className="au-product-card__name">{renderLink ? (
            renderLink(linkProps)
          ) : (
            <a href={href} className={linkProps.className}>
              {name}
            </a>
          )}
        </Heading>
        {subtitle && <p className="au-product-card__subtitle">{subtitle}</p>}
        <PriceTag amount={price} compareAt={compareAt} size="sm" />
        {stock && stock !== 'in-stock' && <StockBadge status={stock} size="sm" />}
      </div>
      {/* After the name in the markup, so Tab reaches the piece before its heart; drawn over the image. */}
      {onWishlistChange && (
        <IconButton
          icon="heart"
          label={saved ? `Remove ${name} from wishlist` : `Save ${name} to wishlist`}
          aria-pressed={saved}
          variant="secondary"
          // 40 px: the heart is the card's smallest target and is tapped on phones.
          size="md"
          className={cn('au-product-card__wishlist', saved && 'au-product-card__wishlist--on')}
          onClick={() => setSaved(!saved)}
        />
      )}
      {onAddToCart && (
        <Button
          variant="secondary"
          size="sm"
          fullWidth
          loading={adding}
          disabled={stock === 'out'}
          onClick={onAddToCart}
          // One name, "Add to bag: Aurora ring": a hidden span after the label is read with a stray space.
          aria-label={`${stock === 'out' ? 'Sold out' : 'Add to bag'}: ${name}`}
        >
          {stock === 'out' ? 'Sold out' : 'Add to bag'}
        </Button>
      )}
    </article>
  );
}

/** The shape of a ProductCard while products load. */
export function ProductCardSkeleton() {
  return (
    <div className="au-product-card" aria-hidden>
      <Skeleton shape="rect" style={{ aspectRatio: '1' }} height="auto" />
      <div className="au-product-card__body">
        <Skeleton width="80%" />
        <Skeleton width="40%" />
      </div>
    </div>
  );
}
