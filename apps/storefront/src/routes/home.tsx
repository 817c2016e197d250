import { SITE_IMAGES, SITE_IMAGE_SIZE, categoryImagePath, responsiveImageSources } from '@aurelia/domain';
import { Button, DeferredProductImage, ProductImage } from '@aurelia/ui';
import { Suspense } from 'react';
import { preload } from 'react-dom';
import { Link } from 'react-router';
import '@aurelia/ui/product-card.css';
import '@aurelia/ui/skeleton.css';
import type { Route } from './+types/home';
import { JsonLd } from '../seo/json-ld';
import { pageOrErrorMeta, rootDataOf } from '../seo/page-meta';
import { organizationLd } from '../seo/structured-data';
import { RouteErrorBoundary } from '../shell/route-error';
import { serverApi } from '../server/api.server';
import { lazyDrawn } from '../shared/lazy-part';
import { productSummaryOf } from '../shared/product-summary';

/** The product rows' cards, below the fold: their module comes as the page hydrates, not before it. */
// Their look comes with the page, whose HTML draws them: a card's second view, hidden on touch screens by it, would
// otherwise be fetched before the cards' module (and its stylesheet) came.
const ProductGrid = lazyDrawn(() => import('../features/catalogue/product-tile').then(({ ProductGrid }) => ({ default: ProductGrid })));

/** How many pieces each home row shows. */
const ROW_SIZE = 8;

/** The hero's picture fills the right half from 768 px; phones show the text alone and never fetch it. */
const HERO_SIZES = '(min-width: 1280px) 600px, (min-width: 768px) 45vw, 160px';
/** Where the hero's picture shows (app.css hides it below). */
const HERO_MEDIA = '(min-width: 768px)';
/** Category tiles: 2 columns on phones, 3 from 768 px, 5 from 1024 px (app.css). */
const TILE_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 20vw, (min-width: 768px) 33vw, 50vw';

export async function loader({ request }: Route.LoaderArgs) {
  const api = serverApi(request);
  const [featured, newest] = await Promise.all([
    api.getProducts({ sort: ['popularity:desc'], perPage: ROW_SIZE }),
    api.getProducts({ sort: ['created_at:desc'], perPage: ROW_SIZE }),
  ]);
  return { featured: featured.data.map(productSummaryOf), newest: newest.data.map(productSummaryOf) };
}

export const meta: Route.MetaFunction = ({ error, matches }) => pageOrErrorMeta(error, matches, { path: '/' });

function preloadHero() {
  const hero = responsiveImageSources(SITE_IMAGES.hero, { maxWidth: SITE_IMAGE_SIZE, aspectRatio: 1, sizes: HERO_SIZES });
  if (hero.srcset) {
    preload(hero.src, { as: 'image', imageSrcSet: hero.srcset, imageSizes: hero.sizes, fetchPriority: 'high', media: HERO_MEDIA });
  }
}

export default function Home({ loaderData, matches }: Route.ComponentProps) {
  const root = rootDataOf(matches);
  const categories = root?.categories ?? [];
  // The hero's picture is the largest element from 768 px: fetched first there, from the document's head. A
  // phone hides it, so the image stays lazy (not `priority`: a hidden lazy image is never fetched) and the
  // preload has a media query: the phone's first requests are the stylesheets and fonts its text needs. The
  // server's HTML alone needs it: in the browser the picture is drawn as soon as it would be preloaded.
  if (import.meta.env.SSR) preloadHero();
  return (
    <div className="sf-page sf-home">
      <section className="sf-hero" aria-labelledby="hero-title">
        <div className="sf-hero__text">
          <p className="sf-hero__eyebrow">Gold · Diamond · Platinum</p>
          <h1 id="hero-title" className="sf-hero__title">
            Jewellery made to be handed down
          </h1>
          <p className="sf-hero__lead">
            Hallmarked gold, certified diamonds and platinum, with a transparent price breakup on every piece.
          </p>
          <div className="sf-hero__actions">
            <Button asChild variant="primary" size="lg">
              <Link to={categories[0] ? `/category/${categories[0].slug}` : '/search'}>Shop the collection</Link>
            </Button>
            <Button asChild variant="secondary" size="lg">
              <Link to="/appointment">Book a store visit</Link>
            </Button>
          </div>
        </div>
        <ProductImage
          className="sf-hero__image"
          src={SITE_IMAGES.hero}
          alt="A gold necklace with a pear-cut diamond pendant"
          width={SITE_IMAGE_SIZE}
          height={SITE_IMAGE_SIZE}
          sizes={HERO_SIZES}
          fetchPriority="high"
        />
      </section>

      {categories.length > 0 && (
        <section aria-labelledby="categories-title" className="sf-section">
          <h2 id="categories-title" className="sf-section__title">
            Shop by category
          </h2>
          {/* Below the hero (a phone shows a sliver of the first row): their pictures are asked for once the page
              answers taps, not while its code is still coming. */}
          <ul className="sf-category-tiles">
            {categories.map((category) => (
              <li key={category.id}>
                <Link to={`/category/${category.slug}`} className="sf-category-tile" prefetch="intent">
                  <DeferredProductImage className="sf-category-tile__image" src={categoryImagePath(category.slug)} alt="" width={480} height={480} sizes={TILE_SIZES} />
                  <span className="sf-category-tile__name">{category.name}</span>
                  <span className="sf-category-tile__count">{category.product_count} pieces</span>
                </Link>
              </li>
            ))}
          </ul>
        </section>
      )}

      {/* Below the fold: the server renders it in full, and the browser hydrates it after the rest of the page,
          once the cards' module has come, in a commit of its own (a Suspense boundary's server HTML waits), so a
          phone's main thread is not held for the whole page at once. A tap on a card's link before then follows
          it as a plain link. On a visit that starts elsewhere the rows appear when their module has come. */}
      <Suspense fallback={null}>
        <section aria-labelledby="featured-title" className="sf-section">
          <h2 id="featured-title" className="sf-section__title">
            Most loved
          </h2>
          <ProductGrid products={loaderData.featured} label="Most loved pieces" />
        </section>

        <section aria-labelledby="new-title" className="sf-section">
          <h2 id="new-title" className="sf-section__title">
            New arrivals
          </h2>
          <ProductGrid products={loaderData.newest} label="New arrivals" />
        </section>

        <section aria-labelledby="visit-title" className="sf-section sf-teaser">
          <div className="sf-teaser__text">
            <h2 id="visit-title" className="sf-section__title">
              See it in person
            </h2>
            <p>
              Try pieces on in one of our {root?.stores.length || ''} stores, with a jeweller who has time for you. Book a
              slot and we will have your shortlist ready.
            </p>
            <div className="sf-hero__actions">
              <Button asChild variant="primary">
                <Link to="/appointment">Book an appointment</Link>
              </Button>
              <Button asChild variant="secondary">
                <Link to="/stores">Find a store</Link>
              </Button>
            </div>
          </div>
          <DeferredProductImage
            className="sf-teaser__image"
            src={SITE_IMAGES.visit}
            alt="A ruby ring in rose gold on a display stand"
            width={SITE_IMAGE_SIZE}
            height={SITE_IMAGE_SIZE}
            sizes="(min-width: 1280px) 480px, (min-width: 768px) 40vw, 100vw"
          />
        </section>
      </Suspense>
      {root && <JsonLd data={import.meta.env.SSR ? organizationLd(root.brand, root.origin) : null} />}
    </div>
  );
}

export const ErrorBoundary = RouteErrorBoundary;
