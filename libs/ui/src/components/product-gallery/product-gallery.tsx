import type { ComponentProps, ReactNode } from 'react';

import { cn } from '../../lib/cn';
import { useControllableState } from '../../lib/use-controllable-state';
import { ProductImage } from '../product-image/product-image';
import './product-gallery.css';

/** A photo of the product. */
export interface GalleryImage {
  src: string;
  alt: string;
}

export interface ProductGalleryProps extends Omit<ComponentProps<'section'>, 'children'> {
  images: readonly GalleryImage[];
  /** Controlled index of the shown image. */
  index?: number;
  /** Initial index when uncontrolled. */
  defaultIndex?: number;
  /** Called with the index of the image chosen. */
  onIndexChange?: (index: number) => void;
  /** Size of the main image in CSS pixels (square). */
  size?: number;
  /** Names the gallery (default "Product photos"). */
  label?: string;
  /** Under the pictures: another way to see the piece (the product page's "View in 3D"). */
  actions?: ReactNode;
}

const THUMB = 80;

/** The product page's photos: a large image (loaded first) and thumbnails to switch between them. */
export function ProductGallery({
  images,
  index,
  defaultIndex = 0,
  onIndexChange,
  size = 640,
  label = 'Product photos',
  actions,
  className,
  ...props
}: ProductGalleryProps) {
  const [current, setCurrent] = useControllableState({ value: index, defaultValue: defaultIndex, onChange: onIndexChange });
  const shown = images[current] ?? images[0];
  return (
    <section aria-label={label} className={cn('au-gallery', className)} {...props}>
      <div className="au-gallery__main">
        {shown ? (
          <ProductImage src={shown.src} alt={shown.alt} width={size} height={size} priority sizes="(min-width: 1024px) 50vw, 100vw" />
        ) : (
          <div className="au-gallery__empty" style={{ aspectRatio: '1' }}>
            No photos yet
          </div>
        )}
      </div>
      {images.length > 1 && (
        <ul className="au-gallery__thumbs">
          {/* Low: Chromium raises lazy images it finds in the viewport to High, and these would share the
              connection with the main photo, the page's largest paint. */}
          {images.map((image, position) => (
            <li key={`${image.src}-${position}`}>
              <button
                type="button"
                className="au-gallery__thumb"
                aria-label={`Show photo ${position + 1} of ${images.length}: ${image.alt}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => setCurrent(position)}
              >
                <ProductImage src={image.src} alt="" width={THUMB} height={THUMB} layout="fixed" fetchPriority="low" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {actions && <div className="au-gallery__actions">{actions}</div>}
    </section>
  );
}
