import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Request, Response } from 'express';
import { defineConfig, type Plugin } from 'vite';
// A build step shared with the kiosk and Storybook; a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FRAMEWORK_GROUP, STATE_GROUP } from '../../tools/vite/chunk-groups.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { compileHints } from '../../tools/vite/compile-hints.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cssLayerOrder } from '../../tools/vite/css-layer-order.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { rootStylesheetsNotPreloaded } from '../../tools/vite/root-stylesheets.mjs';

/** The API the dev server forwards `/api/*`, `/_ipx/*` and `/sandbox-pay/*` to, as the production server does (src/server/host/main.mjs). */
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

/**
 * The dev server forwards to the API with the production server's own handler and session (src/server/host/serve.mjs): a
 * sign-in's token goes into the HttpOnly cookie, and calls from the pages carry it, so signing in works here too.
 */
function forwardToApiWithSession(): Plugin {
  // Plain JavaScript without declarations (libs/server-http): its one export used here, typed.
  const forwardModule = '@aurelia/server-http/forward-to-api';
  type ForwardToApi = (api: URL, options: { session: unknown }) => (req: Request, res: Response) => void;
  return {
    name: 'aurelia:forward-to-api',
    apply: 'serve',
    async configureServer(server) {
      const [{ default: express }, { forwardToApi }] = await Promise.all([import('express'), import(forwardModule) as Promise<{ forwardToApi: ForwardToApi }>]);
      const app = express();
      app.disable('x-powered-by');
      app.set('trust proxy', 'loopback');
      app.use(['/api', '/_ipx', '/sandbox-pay', '/razorpay-pay'], (req, res, next) => {
        server
          .ssrLoadModule('/src/server/api-session.server.ts')
          .then(({ apiSession }) => forwardToApi(new URL(apiOrigin), { session: apiSession })(req, res), next);
      });
      server.middlewares.use(app);
    },
  };
}

/** Modules for the `shared` chunk: the app's and the libraries' code, except form controls (the select brings Radix
 * Popper and floating-ui), the forms' error summary, alerts, order summaries and polling, the account, booking,
 * gift card, gold plan, carat coin and sign-in page components and the empty bag, the drawer and dialog (with Radix
 * Dialog: the bag, the menu and the filters fetch them once the page is idle), which only their pages load, and the
 * thunks, labels and hooks of signing in, the account, the cart (loaded on the first "Add to bag"), checkout, orders,
 * gift cards, the gold plan and coins, with src/shared's form helpers, submission keys, labels, outcome buttons,
 * bank wait and the payment forms' "Pay with" choice, which the catalogue's pages never run at load. A module left
 * in the group drags what it imports along (the gold plan's instalment form brought the Radix radio group into
 * every page). The API client's errors (only the thunks, loaded on first use, and the loaders on the server read
 * them) and the product page's price breakup stay out too: shared by enough lazy chunks to qualify, they were in
 * every first load. So do the route table, the guards' helpers (safe redirects, the store-closed and disabled-route
 * checks), signing out and the order's life (its statuses, cancelling, refunds), which only lazy pages and the
 * server run, and the error pages, which the browser loads
 * when a page fails (shell/route-error.tsx). LISTING_CONTROLS stay out too, and what keeps a choice made in a part a
 * page hydrates later (LAZY_PART_MODULES), which only the listings, the bag and the booking take, and the deferred pictures' code
 * (DEFERRED_IMAGE_MODULES), which only the home page and the product grids draw. */
const SHARED_MODULES =
  /(libs|apps[\\/]storefront[\\/]src)[\\/](?!.*(api-client[\\/]|deferred-product-image|near-the-screen|price-breakup|text-field|password-field|phone-field|otp-input|select|textarea|date-picker|timeslot-picker|radio-group|error-summary|order-summary|alert[\\/]|drawer[\\/]|dialog[\\/]|use-poll-until|features[\\/](account|appointments|auth|gift-cards|gold-plan|carat-coins)[\\/][^\\/]+\.tsx$|features[\\/]cart[\\/]empty-bag\.tsx$|features[\\/]appointments[\\/](booking-dates|load-timeslots)\.ts$|features[\\/](checkout|gold-plan|appointments)[\\/][^\\/]+-slice\.ts$|features[\\/](auth|account|cart|checkout|orders|gift-cards|gold-plan|carat-coins)[\\/]([^\\/]+-thunks|[^\\/]+-labels|use-[^\\/]+|use-form-action|use-auth-form|use-expired-session|payment-outcome|order-labels)\.ts$|shared[\\/](form-call|use-form-action|order-labels|keyed-submission|enter-instead|keep-early-choice)\.ts$|shared[\\/]late-part\.tsx$|shared[\\/](outcome-actions|waiting-for-bank|provider-method-choice|refusal-summary(-drawing)?)\.tsx$|features[\\/]checkout[\\/]focused-frame\.tsx$|domain[\\/]src[\\/](routes[\\/](route-table|safe-redirect|store-closed)|settings[\\/]disabled-routes|auth[\\/]logout|orders[\\/][^\\/]+)\.ts$|shell[\\/]route-error-pages|error-page[\\/]))/;

/** What the listings and forms draw besides the cards, which the product and home pages never do: the field frame
 * (the filters' checkboxes and sort select), the native select itself, the text field, pagination and the empty state.
 * Out of `shared`, in three files of their own (the select, used by an order's return form too, would otherwise become
 * one more first-load file): FORM_FIELDS, which every form's fields take (the text field with them: the sign-in page
 * took it as a file of its own), EMPTY_STATE, which the bag and the listings draw at once, and the rest, pagination,
 * which the listings' pieces (hydrated after the page), the stores' and the orders' lists take. */
const LISTING_CONTROLS = /libs[\\/]ui[\\/]src[\\/]components[\\/](field[\\/]field\.tsx|native-select[\\/]native-select\.tsx|pagination[\\/]pagination\.tsx|empty-state[\\/]empty-state\.tsx)$/;
const FILTER_STYLES = /libs[\\/]ui[\\/]src[\\/]components[\\/](checkbox|native-select|filter-panel)[\\/][^\\/]+\.css$/;
/** The look of the product cards, which the listings', home's and product pages' HTML draws before their code comes. */
const GRID_STYLES = /libs[\\/]ui[\\/]src[\\/]components[\\/](product-card|skeleton)[\\/][^\\/]+\.css$/;
/** The look of components the parts a page hydrates after the rest draw (late-part.tsx, lazy-part.ts: checkout's form,
 * a payment's choice of method, the profile's forms, the booking's store and day, a listing's "Load more", a piece's
 * facts, an order's record, a gift card's form), which those pages import for their HTML's sake: drawn as they will
 * look before their code comes, and without script. Each in a file of its own, named after its component, so that a
 * page takes only what it draws. */
const LATE_PART_LOOKS = /libs[\\/]ui[\\/]src[\\/]components[\\/](radio-group|order-summary|trust-row|price-breakup|timeline|phone-field|password-field|textarea|date-picker|pagination|gift-card-preview)[\\/][^\\/]+\.css$/;
const FORM_FIELDS = /libs[\\/]ui[\\/]src[\\/]components[\\/](field[\\/]field\.tsx|native-select[\\/]native-select\.tsx|text-field[\\/]text-field\.tsx)$/;
const EMPTY_STATE = /libs[\\/]ui[\\/]src[\\/]components[\\/]empty-state[\\/]empty-state\.tsx$/;

/**
 * What keeps a choice made in a part a page hydrates later: only the pages with such parts take it. The parts' loader
 * (lazy-part.ts) is in `shared`, as the header's bag and menu use it; the late forms (late-part.tsx), a file of their
 * own, as the listings and the booking form have none.
 */
const LAZY_PART_MODULES = /apps[\\/]storefront[\\/]src[\\/]shared[\\/]keep-early-choice\.ts$/;

/** The storefront's own stylesheets, which pages import for themselves. */
const STOREFRONT_STYLES = /apps[\\/]storefront[\\/]src[\\/].+\.css$/;

/** The price breakup (the library's table and the storefront's reading of a product's breakup) and the trust row. */
const BUY_BOX_MODULES = /(libs[\\/]ui[\\/]src[\\/]components[\\/](price-breakup|trust-row)[\\/][^\\/]+\.tsx|apps[\\/]storefront[\\/]src[\\/]shared[\\/]price-breakup-of\.ts)$/;

/** The product grid's cards (home, the listings, and the product page's related pieces, which it hydrates lazily): out
 * of `shared`, so that the pages without a grid do not carry them. */
const PRODUCT_GRID_MODULES = /(libs[\\/]ui[\\/]src[\\/]components[\\/]product-card[\\/][^\\/]+\.tsx|apps[\\/]storefront[\\/]src[\\/]features[\\/]catalogue[\\/]product-tile\.tsx)$/;

/** The deferred pictures' code: the home page's tiles draw it before its product rows' cards come, and the cards too. */
const DEFERRED_IMAGE_MODULES = /libs[\\/]ui[\\/]src[\\/]components[\\/]product-image[\\/](deferred-product-image\.tsx|near-the-screen\.ts)$/;

/** A product's picture (with its image server's URLs and widths), price and stock: the pages that show products take
 * them as one file; the account and sign-in pages, which show none, do not carry them. */
const PRODUCT_DISPLAY_MODULES = /(libs[\\/]ui[\\/]src[\\/]components[\\/](product-image[\\/]product-image|price-tag[\\/]price-tag|stock-badge[\\/]stock-badge)\.tsx|libs[\\/]domain[\\/]src[\\/](images[\\/](ipx-url|image-srcset|image-widths)|stock[\\/]one-of-a-kind)\.ts|apps[\\/]storefront[\\/]src[\\/]features[\\/]catalogue[\\/]stock-status\.ts)$/;

/** The slices the root's store combines (app/store.ts), in the `shared` chunk: every first load has both, and one
 * file compresses better than two and costs one request; those the pages inject themselves (checkout, the gold
 * plan, booking, the listings) stay with their pages. */
const STORE_MODULES = /apps[\\/]storefront[\\/]src[\\/]features[\\/](?!(checkout|gold-plan|appointments)[\\/]|catalogue[\\/]product-list-slice)[^\\/]+[\\/][^\\/]+-slice\.ts$/;

/** React Router's production build, which its package exports never point at (they all name `dist/development`). */
const reactRouterProduction = join(dirname(createRequire(import.meta.url).resolve('react-router/package.json')), 'dist', 'production');

/**
 * The browser build takes React Router's production build: the development one carries warnings and
 * invariant messages that cost about 0.6 KB gzip on every first load.
 */
function reactRouterProductionBuild(): Plugin {
  const entries: Record<string, string> = {
    'react-router': join(reactRouterProduction, 'index.mjs'),
    'react-router/dom': join(reactRouterProduction, 'dom-export.mjs'),
  };
  return {
    name: 'aurelia:react-router-production-build',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source) => entries[source],
  };
}

/** libs/ui's icon drawings as the browser gets them (icon-source-deferred.ts in place of icon-source.ts). */
const deferredIconSource = fileURLToPath(new URL('../../libs/ui/src/components/icon/icon-source-deferred.ts', import.meta.url));

/**
 * The browser takes the icons' drawings after hydration rather than in the first load (1.2 KB gzip): every
 * icon of a page is in its server-rendered HTML, and hydration keeps it. The server keeps the whole set.
 */
function deferredIconDrawings(): Plugin {
  return {
    name: 'aurelia:deferred-icon-drawings',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId: (source, importer) =>
      source === './icon-source' && importer && /libs[\\/]ui[\\/]src[\\/]components[\\/]icon[\\/]icon\.tsx$/.test(importer) ? deferredIconSource : undefined,
  };
}

/** The state libraries, but redux-persist (its action names aside): the browser loads it after hydration
 * (src/app/persist-cart.ts). */
const FIRST_LOAD_STATE_GROUP = {
  ...STATE_GROUP,
  test: (id: string) => STATE_GROUP.test.test(id) && !/node_modules[\\/]redux-persist[\\/](?!es[\\/]constants\.js)/.test(id),
};

/** React, React Router and the state libraries (but redux-persist's body) in one file, as every page loads all of
 * them before its own code runs: as two files they cost 0.6 KB gzip more on every first load (each compresses
 * without the other's words, and each is a request). Both are libraries, so the file changes only when one of them
 * is upgraded. */
const FIRST_LOAD_LIBRARIES_GROUP = {
  name: FRAMEWORK_GROUP.name,
  test: (id: string) => FRAMEWORK_GROUP.test.test(id) || FIRST_LOAD_STATE_GROUP.test(id),
  priority: FRAMEWORK_GROUP.priority,
};

/** The modal panels' code (the design system's dialog and drawer, Radix's dialog and what it mounts with them): it
 * runs whole the moment a shopper taps to open one, so its chunks are compiled while they stream in instead. */
const MODAL_PANEL_MODULES =
  /([\\/]libs[\\/]ui[\\/]src[\\/]components[\\/](dialog|drawer)[\\/]|[\\/]node_modules[\\/](@radix-ui[\\/]react-(dialog|focus-scope|dismissable-layer|presence|portal|focus-guards)|react-remove-scroll(-bar)?|aria-hidden|react-style-singleton|use-sidecar|use-callback-ref)[\\/])/;

/** The chunks every page has loaded before any of its code runs (the entry and the root import them). */
const ALWAYS_LOADED = /(^|[\\/])assets[\\/](rolldown-runtime|framework|state|shared)-[\w-]+\.js$/;

export default defineConfig({
  plugins: [forwardToApiWithSession(), reactRouter(), cssLayerOrder(), reactRouterProductionBuild(), deferredIconDrawings(), rootStylesheetsNotPreloaded(), compileHints([FIRST_LOAD_LIBRARIES_GROUP.name], MODAL_PANEL_MODULES)],
  server: {
    host: '127.0.0.1',
    port: 4200,
    strictPort: true,
  },
  build: { target: 'es2022' },
  environments: {
    client: {
      build: {
        // A lazy import's list of files to preload leaves out those: each name in it is bytes in a first-load chunk.
        modulePreload: { resolveDependencies: (_file, deps) => deps.filter((dep) => !ALWAYS_LOADED.test(dep)) },
        // Few, larger files for the first load: on HTTP/1.1 each extra file waits for one of six
        // connections, and many tiny chunks cost more round trips than bytes.
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [
                FIRST_LOAD_LIBRARIES_GROUP,
                // App and design-system code most pages share; what only the listings or one lazy import use stays apart.
                // Form controls and the account and booking components stay out of it: several pages use them, but
                // the catalogue does not, and its first load should not carry the phone field's country list.
                // The store's slices join it, however few pages use them (the root makes the store).
                // The storefront's own stylesheets stay with the routes that import them (checkout's, the gold plan's):
                // in `shared` they would be in every page's HTML.
                { name: 'shared', test: (id: string) => (SHARED_MODULES.test(id) && !LISTING_CONTROLS.test(id) && !PRODUCT_GRID_MODULES.test(id) && !PRODUCT_DISPLAY_MODULES.test(id) && !STOREFRONT_STYLES.test(id)) || STORE_MODULES.test(id), minShareCount: 3, priority: 10 },
                // The listings' and forms' field frame, pagination and empty state: not in every page's first load
                // (the product and home pages draw none of them), and in two files, as the sign-in and account forms
                // take the field frame alone and the stores and orders the empty state and pagination alone.
                { name: 'form-fields', test: FORM_FIELDS, priority: 6 },
                // The look of the listings' filters, which their HTML draws before their code comes (product-listing.tsx):
                // apart from the form controls' code, which the listings load as they hydrate.
                { name: 'filter-styles', test: FILTER_STYLES, priority: 11 },
                { name: 'grid-styles', test: GRID_STYLES, priority: 11 },
                { name: (id: string) => LATE_PART_LOOKS.exec(id)?.[1] ?? 'late-part-looks', test: LATE_PART_LOOKS, priority: 11 },
                { name: 'empty-state', test: EMPTY_STATE, priority: 6 },
                { name: 'lazy-parts', test: LAZY_PART_MODULES, priority: 6 },
                { name: 'listing-controls', test: LISTING_CONTROLS, priority: 5 },
                // What the product page's buy box shares with checkout and an order's page (the price breakup, the
                // trust row): one file on the product page's first load, not one each.
                { name: 'buy-box', test: BUY_BOX_MODULES, priority: 5 },
                { name: 'product-grid', test: PRODUCT_GRID_MODULES, priority: 9 },
                // Its own file, so that the home page's first load takes it without the cards.
                { name: 'product-display', test: PRODUCT_DISPLAY_MODULES, priority: 10 },
                { name: 'deferred-image', test: DEFERRED_IMAGE_MODULES, priority: 10 },
              ],
            },
          },
        },
      },
    },
  },
});
