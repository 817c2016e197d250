import { ToastProvider, useToast } from '@aurelia/ui';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { renderRouterLink } from '../../shared/router-link';
import { toastShown } from './toasts-slice';
import './toast-host.css';

function ToastBridge() {
  const queue = useAppSelector((state) => state.toasts.queue);
  const dispatch = useAppDispatch();
  const { shopToast } = useToast();
  useEffect(() => {
    for (const request of queue) {
      const { link } = request;
      shopToast({
        id: request.id,
        title: request.title,
        tone: request.tone,
        ...(request.description ? { description: request.description } : {}),
        ...(link ? { action: { label: link.label, altText: link.altText }, actionHref: link.href, renderActionLink: renderRouterLink } : {}),
      });
      dispatch(toastShown(request.id));
    }
  }, [queue, shopToast, dispatch]);
  return null;
}

/** Where the shop's toasts rise from the bottom of the screen (toast-host.css): the header's end is not needed there. */
const TOASTS_AT_BOTTOM = '(max-width: 767.98px)';

/**
 * Keeps the toasts below the site header while it is on screen (the bag and account buttons stay usable): the
 * header scrolls away with the page, so where it ends is measured, and again on scroll and resize. Only where the
 * toasts are at the top: on a phone, measuring would lay the page out in the frame of the tap a toast answers, and
 * again as each scroll's event comes.
 */
function useToastsBelowHeader() {
  useEffect(() => {
    const root = document.documentElement;
    const atBottom = window.matchMedia(TOASTS_AT_BOTTOM);
    const place = () => {
      const header = document.querySelector('.sf-header');
      const bottom = header ? Math.max(0, Math.round(header.getBoundingClientRect().bottom)) : 0;
      root.style.setProperty('--au-toast-offset-top', `${bottom}px`);
    };
    const stop = () => {
      window.removeEventListener('scroll', place);
      window.removeEventListener('resize', place);
      root.style.removeProperty('--au-toast-offset-top');
    };
    const follow = () => {
      stop();
      if (atBottom.matches) return;
      place();
      window.addEventListener('scroll', place, { passive: true });
      window.addEventListener('resize', place);
    };
    follow();
    atBottom.addEventListener('change', follow);
    return () => {
      atBottom.removeEventListener('change', follow);
      stop();
    };
  }, []);
}

/**
 * The design system's toasts (Radix, the spec's numbers), fed from the store's queue: below the header, or on
 * phones at the bottom, above the product page's buy bar, where they cover neither the pictures nor the header.
 */
export default function ToastHost() {
  useToastsBelowHeader();
  return (
    <ToastProvider>
      <ToastBridge />
    </ToastProvider>
  );
}
