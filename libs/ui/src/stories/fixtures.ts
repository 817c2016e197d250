import { BRAND_GOLD, BRAND_THEME_COLOR } from '@aurelia/domain';

/** Story fixtures: drawn jewellery images as data URIs (no network), sample products and stores. */

function svg(body: string, background: string): string {
  const markup = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 400"><rect width="400" height="400" fill="${background}"/>${body}</svg>`;
  return `data:image/svg+xml,${encodeURIComponent(markup)}`;
}

export const ringImage = svg(
  `<circle cx="200" cy="230" r="95" fill="none" stroke="${BRAND_GOLD}" stroke-width="22"/><path d="M170 120l30-45 30 45-30 25z" fill="#dff3ff" stroke="#9cc9e0" stroke-width="3"/>`,
  '#f7f1ea',
);

export const necklaceImage = svg(
  `<path d="M90 90 Q200 330 310 90" fill="none" stroke="${BRAND_GOLD}" stroke-width="8"/><circle cx="200" cy="262" r="26" fill="${BRAND_THEME_COLOR}" stroke="${BRAND_GOLD}" stroke-width="6"/>`,
  '#f3ecf1',
);

export const earringsImage = svg(
  `<circle cx="140" cy="140" r="14" fill="${BRAND_GOLD}"/><path d="M140 154v60" stroke="${BRAND_GOLD}" stroke-width="5"/><circle cx="140" cy="240" r="28" fill="#e9e4ef" stroke="#b9a9c9" stroke-width="4"/><circle cx="260" cy="140" r="14" fill="${BRAND_GOLD}"/><path d="M260 154v60" stroke="${BRAND_GOLD}" stroke-width="5"/><circle cx="260" cy="240" r="28" fill="#e9e4ef" stroke="#b9a9c9" stroke-width="4"/>`,
  '#f5f2ee',
);
