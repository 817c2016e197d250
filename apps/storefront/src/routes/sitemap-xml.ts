import type { Route } from './+types/sitemap-xml';
import { PUBLIC_ORIGIN, serverApi } from '../server/api.server';
import { buildSitemap } from '../server/sitemap.server';

/** `sitemap.xml`, built from the catalogue on each request (cached by crawlers for an hour). */
export async function loader({ request }: Route.LoaderArgs) {
  const xml = await buildSitemap(serverApi(request), PUBLIC_ORIGIN, ['/appointment']);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
