import { fixedImageSources, responsiveImageSources, type ImageStyle } from '@aurelia/domain';
import { useState, type ComponentProps } from 'react';

import { cn } from '../../lib/cn';
import { Icon } from '../icon/icon';
import './product-image.css';

export interface ProductImageProps extends Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'loading'> {
  /** The image's path on the site (`/products/ring.jpg`); absolute URLs are used as they are. */
  src: string;
  /** What the image shows; required (use "" only for purely decorative images). */
  alt: string;
  /** Intrinsic width in CSS pixels (with height, reserves the space so nothing shifts). */
  width: number;
  /** Intrinsic height in CSS pixels. */
  height: number;
  /**
   * `fixed`: always shown at `width` (thumbnails), 1x/2x candidates. `responsive`: follows the layout,
   * one candidate per breakpoint up to `width`, described by `sizes`.
   */
  layout?: 'fixed' | 'responsive';
  /** The `sizes` attribute for responsive images (see `imageSizes` in libs/domain). */
  sizes?: string;
  /** Above the fold (hero, first product row): load at once with high priority; otherwise lazy. */
  priority?: boolean;
  /** Format, quality, fit, background (webp by default). */
  imageStyle?: ImageStyle;
  /**
   * Also offer AVIF: renders a `<picture>` whose `<source type="image/avif">` has the same candidates
   * (and `sizes`) as the `<img>`, which stays the fallback for browsers without AVIF. Only for images
   * the proxy serves; others render a plain `<img>`.
   */
  avif?: boolean;
}

/** The candidates a ProductImage offers for `image`, in `style`'s format (webp by default). */
export function productImageSources(
  { src, width, height, layout = 'responsive', sizes }: Pick<ProductImageProps, 'src' | 'width' | 'height' | 'layout' | 'sizes'>,
  style?: ImageStyle,
) {
  return layout === 'fixed' ?
      fixedImageSources(src, { width, height, ...style })
    : responsiveImageSources(src, { maxWidth: width, aspectRatio: width / height, ...(sizes ? { sizes } : {}), ...style });
}

/**
 * A product photo through the site's `/_ipx` image proxy (libs/domain's URL and srcset builders):
 * webp (with `avif`, an AVIF `<source>` first), 1x and 2x or per-breakpoint candidates, lazy below the fold, width and height set so the page
 * never shifts. A failed image leaves a same-sized placeholder.
 */
export function ProductImage({
  src,
  alt,
  width,
  height,
  layout = 'responsive',
  sizes,
  priority = false,
  imageStyle,
  avif = false,
  className,
  onError,
  ...props
}: ProductImageProps) {
  const [failed, setFailed] = useState(false);
  const sourcesIn = (style: ImageStyle | undefined) => productImageSources({ src, width, height, layout, sizes }, style);
  const sources = sourcesIn(imageStyle);
  // Without a srcset the proxy does not serve this image, so there is nothing to convert to AVIF.
  const avifSources = avif && sources.srcset ? sourcesIn({ ...imageStyle, format: 'avif' }) : undefined;
  if (failed) {
    return (
      <span
        role={alt ? 'img' : undefined}
        aria-label={alt || undefined}
        aria-hidden={alt ? undefined : true}
        className={cn('au-product-image', 'au-product-image--failed', className)}
        style={{ aspectRatio: `${width} / ${height}`, maxWidth: width }}
      >
        <Icon name="gift" size={32} />
      </span>
    );
  }
  const image = (
    <img
      src={sources.src}
      srcSet={sources.srcset}
      sizes={sources.sizes}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : 'auto'}
      decoding={priority ? 'sync' : 'async'}
      className={cn('au-product-image', className)}
      onError={(event) => {
        setFailed(true);
        onError?.(event);
      }}
      {...props}
    />
  );
  if (!avifSources) return image;
  return (
    <picture className="au-product-image__picture">
      <source type="image/avif" srcSet={avifSources.srcset} sizes={avifSources.sizes} />
      {image}
    </picture>
  );
}
