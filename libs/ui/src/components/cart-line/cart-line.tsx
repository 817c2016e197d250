import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import type { RenderLink } from '../../lib/render-link';
import { IconButton } from '../icon-button/icon-button';
import { PriceTag } from '../price-tag/price-tag';
import { ProductImage } from '../product-image/product-image';
import { QuantityStepper } from '../quantity-stepper/quantity-stepper';
import './cart-line.css';

export interface CartLineProps extends Omit<ComponentProps<'li'>, 'children'> {
  name: string;
  /** The product page. */
  href?: string;
  /** Renders the link to the product page (pass the router's Link); defaults to a plain anchor. */
  renderLink?: RenderLink;
  image?: { src: string; alt: string };
  /** Metal, size, engraving. */
  details?: ReactNode;
  /** Unit price in decimal rupees (the line's `price`). */
  unitPrice: number;
  /** The line total in decimal rupees as the cart or server computed it (`line_total`); never computed here. */
  lineTotal: number;
  quantity: number;
  /** Most that can be ordered (stock). */
  maxQuantity?: number;
  /** Called with the new quantity; omit for a read-only line (order pages). */
  onQuantityChange?: (quantity: number) => void;
  /** Called when the line is removed; omit to hide the button. */
  onRemove?: () => void;
  /** The line is being updated; its controls wait. */
  pending?: boolean;
  /** A piece bought one at a time: "One of a kind" shows where the quantity would, with no stepper. */
  oneOfAKind?: boolean;
}

/**
 * A line of the bag: image, name, details, unit price, quantity and line total, with remove. A one-of-a-kind piece
 * says so instead of offering a quantity.
 */
export function CartLine({
  name,
  href,
  renderLink,
  image,
  details,
  unitPrice,
  lineTotal,
  quantity,
  maxQuantity = 10,
  onQuantityChange,
  onRemove,
  pending = false,
  oneOfAKind = false,
  className,
  ...props
}: CartLineProps) {
  return (
    <li className={cn('au-cart-line', className)} aria-busy={pending || undefined} {...props}>
      <div className="au-cart-line__body">
        {image && (
          <div className="au-cart-line__image">
            <ProductImage src={image.src} alt={image.alt} width={96} height={96} layout="fixed" />
          </div>
        )}
        <div className="au-cart-line__info">
          <p className="au-cart-line__name">
            {!href ? (
              name
            ) : renderLink ? (
              renderLink({ href, className: 'au-cart-line__link', children: name })
            ) : (
              <a href={href} className="au-cart-line__link">
                {name}
              </a>
            )}
          </p>
          {details && <div className="au-cart-line__details">{details}</div>}
          <PriceTag amount={unitPrice} size="sm" note="each" />
          {oneOfAKind ? (
            <p className="au-cart-line__quantity au-cart-line__unique">One of a kind</p>
          ) : onQuantityChange ? (
            <QuantityStepper
              label={`Quantity of ${name}`}
              hideLabel
              value={quantity}
              max={maxQuantity}
              disabled={pending}
              onValueChange={onQuantityChange}
            />
          ) : (
            <p className="au-cart-line__quantity">Quantity: {quantity}</p>
          )}
        </div>
        <div className="au-cart-line__end">
          <PriceTag amount={lineTotal} aria-label={`Line total ${name}`} />
          {onRemove && <IconButton icon="trash" label={`Remove ${name}`} size="sm" disabled={pending} onClick={onRemove} />}
        </div>
      </div>
    </li>
  );
}
