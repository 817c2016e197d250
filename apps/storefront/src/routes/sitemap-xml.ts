import type { Route } from './+types/sitemap-xml';
import { serverApi } from '../server/api.server';
import { buildSitemap } from '../server/sitemap.server';
import { HELP_PAGES } from '../features/shell/help-pages';

/** `sitemap.xml`, built from the catalogue on each request (cached by crawlers for an hour). */
export async function loader({ request }: Route.LoaderArgs) {
  const origin = new URL(request.url).origin;
  const xml = await buildSitemap(serverApi(request), origin, ['/about', '/appointment', ...HELP_PAGES.map((page) => `/page/${page.slug}`)]);
  return new Response(xml, { headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' } });
}
