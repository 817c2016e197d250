import { useLayoutEffect, useRef } from 'react';

import { whenNearTheScreen } from './near-the-screen';
import { ProductImage, productImageSources, type ProductImageProps } from './product-image';

/**
 * What a deferred image draws until its photo is asked for: a transparent pixel, its box kept at the photo's
 * proportions by `aspect-ratio` (the photo's own, as the proxy crops it to them). Not an SVG of the photo's size:
 * Chromium makes each SVG picture a document of its own on the main thread, two dozen of them on a listing.
 */
const GROUND = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';

/**
 * A ProductImage away from the first screen, whose photo is asked for once the page's script runs, not from the
 * server's HTML. Chromium fetches a lazy image as soon as it lies within 1,250 px or more of the screen, so on a slow
 * line a page's pictures below the fold share it with the page's code, and the page answers a tap later. Until then
 * the same-sized ground shows; without scripting, a `<noscript>` copy (the ground is hidden by `scripting: none`).
 * Webp only (no `avif`).
 *
 * React draws the ground alone, in the server's HTML and in the browser alike; the photo is given here, straight on
 * the element, as it comes near the screen: the script asks for the photos without rendering a component again (a
 * re-render once hydrated would be a commit of dozens of images on a phone's main thread). Near the screen, as
 * Chromium holds a lazy image's first source: it did not hold the source given later, and fetched a touch screen's
 * hidden second views at once. A photo that fails leaves ProductImage's placeholder, as any.
 */
export function DeferredProductImage(props: ProductImageProps) {
  const sources = productImageSources(props, props.imageStyle);
  const ground = useRef<HTMLImageElement>(null);
  // A layout effect: a page drawn in the browser starts watching before it paints.
  useLayoutEffect(() => {
    const image = ground.current;
    if (!image) return;
    return whenNearTheScreen(image, () => {
      if (sources.sizes) image.sizes = sources.sizes;
      if (sources.srcset) image.srcset = sources.srcset;
      image.src = sources.src;
      delete image.dataset['deferred'];
    });
  }, [sources.src, sources.srcset, sources.sizes]);
  return (
    <>
      <ProductImage
        {...props}
        src={GROUND}
        avif={false}
        ref={ground}
        style={{ aspectRatio: `${props.width} / ${props.height}`, ...props.style }}
        data-deferred=""
      />
      <noscript>
        <ProductImage {...props} avif={false} />
      </noscript>
    </>
  );
}
