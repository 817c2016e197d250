import { STORE_CLOSED_NOTICE, isStoreOpen, noticeBar } from '@aurelia/domain';
import { NoticeBar } from '@aurelia/ui';
import { Suspense, type ReactNode } from 'react';
import { useMatches } from 'react-router';
import { useAppSelector } from '../shared/hooks';
import { lazyOrNothing } from '../shared/lazy-part';
import { frameOf, isBarePage } from '../shared/route-handle';
import { selectSettings } from '../features/settings/settings-slice';
import { NavigationLoadingBar } from './navigation-loading-bar';
import { RouteAnnouncer } from './route-announcer';
import { SiteHeader } from './site-header';

/**
 * The footer, links only and below the fold: not in the first load. The server draws it with the page; in the browser
 * its module is fetched as the page hydrates and the footer hydrates once it is in (a link followed before then loads
 * its page from the server).
 */
const SiteFooter = lazyOrNothing<object>(() => import('./site-footer').then(({ SiteFooter }) => ({ default: SiteFooter })));

/**
 * The page frame: skip link, notice bar (settings; always shown while the store is closed), header, the
 * gold loading bar during navigation, the page, footer. Pages that ask for no layout get the page alone; a
 * page whose route brings a frame of its own (checkout's focused frame) gets that header and footer instead.
 */
export function Shell({ children }: { children: ReactNode }) {
  const settings = useAppSelector(selectSettings);
  const notice = noticeBar(settings);
  const matches = useMatches();
  if (isBarePage(matches)) return <>{children}</>;
  const frame = frameOf(matches);
  return (
    <>
      <a className="sf-skip-link" href="#main">
        Skip to content
      </a>
      {notice.show && <NoticeBar>{notice.text}</NoticeBar>}
      {/* The notice bar may carry the shop's own text; a closed store is always said in so many words. */}
      {!isStoreOpen(settings) && notice.text !== STORE_CLOSED_NOTICE && (
        <p className="sf-store-closed" role="status">
          {STORE_CLOSED_NOTICE}
        </p>
      )}
      {frame ? <frame.Header /> : <SiteHeader />}
      <main id="main" className="sf-main" tabIndex={-1}>
        {/* Fixed to the top of the window; inside a landmark so a screen reader (and axe) finds it with the page. */}
        <NavigationLoadingBar />
        <RouteAnnouncer />
        {children}
      </main>
      {/* Hydrated after the page, in a commit of its own, once its module is in. */}
      {frame ? (
        <frame.Footer />
      ) : (
        <Suspense fallback={null}>
          <SiteFooter />
        </Suspense>
      )}
    </>
  );
}
