import type { Category } from '@aurelia/contracts';
import { Icon } from '@aurelia/ui';
import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { lazyPart, useOpenedPart, usePrefetchWhenIdle } from '../shared/lazy-part';

const megaMenuPart = lazyPart(() => import('./mega-menu-panel'));
const drawerPart = lazyPart(() => import('./site-menu-drawer'));

/** From this width the menu button opens the mega-menu under the strip; below it, the menu drawer. */
const MEGA_MENU_QUERY = '(min-width: 1024px)';
/** Below that width, where the button opens the drawer: the same breakpoint, not a second number. */
const PHONE_MENU_QUERY = `not all and ${MEGA_MENU_QUERY}`;
/**
 * The mega-menu's width on a touch screen (a tablet in landscape, a touch laptop): a finger gives no hover before the
 * press to fetch the code on, so it comes once the page is idle, as the phone's drawer does.
 */
const TOUCH_MEGA_MENU_QUERY = `${MEGA_MENU_QUERY} and (any-pointer: coarse)`;
/** How long the pointer rests on a category before its menu opens. */
const OPEN_DELAY_MS = 150;

/**
 * The category strip with the menu button first: on a desktop the button (or resting the pointer on a
 * category) opens the mega-menu, on a phone the menu drawer. With a mouse the mega-menu loads on first use (the
 * pointer resting comes before the click); on a touch screen, and the drawer on a phone, once the page is idle after
 * hydration. Either opens in the frame that asks for it once its code has come (lazy-part.ts), rather than once its
 * code has come over a slow line or, with React.lazy, 300 ms after it is mounted. The strip's links work without
 * them, and without JavaScript.
 */
export function CategoryNav({ categories }: { categories: readonly Category[] }) {
  const { pathname } = useLocation();
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [mega, setMega] = useState<{ open: boolean; category?: string }>({ open: false });
  const [MegaMenuPanel, showMega] = useOpenedPart(megaMenuPart);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [SiteMenuDrawer, showDrawer] = useOpenedPart(drawerPart);
  // The phone's drawer is drawn closed once its code has come, so that the tap only shows it.
  usePrefetchWhenIdle(drawerPart, PHONE_MENU_QUERY, showDrawer);
  usePrefetchWhenIdle(megaMenuPart, TOUCH_MEGA_MENU_QUERY);

  const later = (action: () => void, delay: number) => {
    clearTimeout(timer.current);
    timer.current = setTimeout(action, delay);
  };
  const openMega = (category?: string) => {
    clearTimeout(timer.current);
    showMega();
    setMega({ open: true, ...(category ? { category } : {}) });
  };
  const closeMega = () => {
    clearTimeout(timer.current);
    setMega((current) => ({ ...current, open: false }));
  };
  const prepare = () => (window.matchMedia(MEGA_MENU_QUERY).matches ? megaMenuPart : drawerPart).prefetch();

  // A new page closes the menu.
  const [shownPath, setShownPath] = useState(pathname);
  if (pathname !== shownPath) {
    setShownPath(pathname);
    if (mega.open) setMega({ ...mega, open: false });
  }

  const wrapper = useRef<HTMLDivElement>(null);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <div ref={wrapper} className="sf-header__navwrap">
      <nav
        className="sf-header__nav"
        aria-label="Categories"
        // The browser scrolls a focused link only until it touches the edge; show all of it.
        onFocus={(event) => event.target.scrollIntoView({ block: 'nearest', inline: 'nearest' })}
      >
        <button
          ref={button}
          type="button"
          className="sf-header__menu"
          aria-expanded={mega.open || drawerOpen}
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={() => {
            if (window.matchMedia(MEGA_MENU_QUERY).matches) {
              if (mega.open) closeMega();
              else openMega();
            } else {
              showDrawer();
              setDrawerOpen(true);
            }
          }}
        >
          <Icon name="menu" size={18} />
          Menu
        </button>
        <ul>
          {categories.map((category) => (
            <li
              key={category.id}
              onPointerEnter={(event) => {
                if (event.pointerType !== 'mouse' || !window.matchMedia(MEGA_MENU_QUERY).matches) return;
                megaMenuPart.prefetch();
                later(() => openMega(category.slug), OPEN_DELAY_MS);
              }}
              onPointerLeave={() => {
                if (!mega.open) clearTimeout(timer.current);
              }}
            >
              <NavLink to={`/category/${category.slug}`} prefetch="intent">
                {category.name}
              </NavLink>
            </li>
          ))}
        </ul>
      </nav>
      {MegaMenuPanel && (
        <Suspense fallback={null}>
          <MegaMenuPanel
            id={panelId}
            open={mega.open}
            categories={categories}
            {...(mega.category ? { category: mega.category } : {})}
            container={wrapper}
            onCategory={(category) => setMega((current) => ({ ...current, category }))}
            onClose={(refocus) => {
              closeMega();
              if (refocus) button.current?.focus();
            }}
          />
        </Suspense>
      )}
      {SiteMenuDrawer && (
        <Suspense fallback={null}>
          <SiteMenuDrawer
            open={drawerOpen}
            categories={categories}
            onOpenChange={(open) => {
              setDrawerOpen(open);
              // Opened from state, not a Radix trigger: focus goes back to the button by hand.
              if (!open) requestAnimationFrame(() => button.current?.focus());
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
