/**
 * The widths the shop is built and tested for (the smallest phone, a common phone, a tablet, a laptop) and
 * the kiosk's screen, as the toolbar's viewport presets. A story picks one with
 * `globals: { viewport: { value: 'desktop1366', isRotated: false } }`; the story tests then run at that size.
 */
export const viewports = {
  phone320: { name: 'Phone 320', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone390: { name: 'Phone 390', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet768: { name: 'Tablet 768', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop1366: { name: 'Desktop 1366', styles: { width: '1366px', height: '768px' }, type: 'desktop' },
  kiosk1280: { name: 'Kiosk 1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

export type ViewportName = keyof typeof viewports;

/** A story's globals for viewport `name`. */
export const atViewport = (name: ViewportName) => ({ viewport: { value: name, isRotated: false } });
