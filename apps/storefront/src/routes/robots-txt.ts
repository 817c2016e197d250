import { PUBLIC_ORIGIN } from '../server/api.server';

/** Crawlers may read the catalogue; carts, accounts, checkout and the API are not for them. */
export function loader() {
  const body = [
    'User-agent: *',
    'Allow: /',
    'Disallow: /cart',
    'Disallow: /checkout',
    'Disallow: /user/',
    'Disallow: /auth/',
    'Disallow: /api/',
    'Disallow: /search',
    '',
    `Sitemap: ${PUBLIC_ORIGIN}/sitemap.xml`,
    '',
  ].join('\n');
  return new Response(body, { headers: { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
