import type { CSSProperties } from 'react';

import { ProductImage } from '../components/product-image/product-image';
import { ringImage, ringOnSurfaceImage, ringThreeQuarterImage } from '../stories/fixtures';

/** The three views every design is rendered in, with the alt text each carries on the product page. */
export const RING_VIEWS = [
  { src: ringImage, view: 'Front', use: 'Grid tiles, first in the gallery', alt: 'Solitaire diamond ring in yellow gold, from the front' },
  { src: ringThreeQuarterImage, view: 'Three-quarter', use: 'Second view on hover, second in the gallery', alt: 'The ring from three-quarter, its claws and stone in view' },
  { src: ringOnSurfaceImage, view: 'On a surface', use: 'Third in the gallery: its size beside a pebble', alt: 'The ring on a stone plinth beside a pebble, for scale' },
] as const;

const caption: CSSProperties = { display: 'grid', gap: 2, fontSize: 14, lineHeight: 1.4 };

/**
 * The three views of one design, as the shop serves them (the image proxy's 320 and 640 px webp), on the picture
 * surface of `mode`: the renders' ground is transparent, so the same file sits right on a light and a dark page.
 */
export function ThreeViews({ mode }: { mode: 'light' | 'dark' }) {
  return (
    <div style={{ colorScheme: mode, background: 'var(--au-color-bg)', color: 'var(--au-color-text)', padding: 16, borderRadius: 8 }}>
      <ul aria-label={`The three views, ${mode} mode`} style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))', gap: 16 }}>
        {RING_VIEWS.map((view) => (
          <li key={view.view}>
            <figure style={{ margin: 0, display: 'grid', gap: 8 }}>
              <ProductImage src={view.src} alt={view.alt} width={320} height={320} sizes="(min-width: 640px) 240px, 100vw" />
              <figcaption style={caption}>
                <strong>{view.view}</strong>
                <span style={{ color: 'var(--au-color-text-muted)' }}>{view.use}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </div>
  );
}
