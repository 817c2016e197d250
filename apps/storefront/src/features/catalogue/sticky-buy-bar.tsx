import { Button, PriceTag } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import './sticky-buy-bar.css';

export interface StickyBuyBarProps {
  /** The id of the element holding the page's own buy button: the bar shows while that is out of view. */
  watch: string;
  name: string;
  /** The piece's price in rupees. */
  price: number;
  /** The button's words, as the page's own button says them ("Add to bag", "Pre-order"). */
  label: string;
  loading: boolean;
  onAdd: () => void;
}

/**
 * Phones: the price and the buy button at the bottom of the screen once the page's own buy button has scrolled out
 * of view upwards (past it, reading the details), so buying is always in reach; from 768 px the buy box is beside the pictures and the bar never shows.
 * While it shows it is the only buy button in view and in the accessibility tree (the page's own is off screen; the
 * bar is hidden and inert while that one is in view). Its height is left free at the end of the page from its mount
 * (`--sf-buy-bar-space`) and under the shop's toasts while it shows (`--sf-bottom-bar`), and it keeps clear of a
 * phone's home indicator.
 */
export default function StickyBuyBar({ watch, name, price, label, loading, onAdd }: StickyBuyBarProps) {
  const [shown, setShown] = useState(false);
  const bar = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const target = document.getElementById(watch);
    if (!target) return undefined;
    // Shown once the button has left the screen upwards: below the screen it is a short scroll away.
    const observer = new IntersectionObserver(([entry]) => setShown(entry !== undefined && !entry.isIntersecting && entry.boundingClientRect.top < 0));
    observer.observe(target);
    return () => observer.disconnect();
  }, [watch]);

  // The bar's height (none from 768 px, where it is not drawn) is kept free at the page's end for as long as the bar
  // is there, shown or not: were it added only as the bar shows, a shopper who had scrolled to the end would find its
  // last lines under the bar, the page's end having moved after they got there.
  useEffect(() => {
    const element = bar.current;
    if (!element) return undefined;
    const root = document.documentElement;
    const measure = () => root.style.setProperty('--sf-buy-bar-space', `${element.offsetHeight}px`);
    const resized = new ResizeObserver(measure);
    resized.observe(element);
    measure();
    return () => {
      resized.disconnect();
      root.style.removeProperty('--sf-buy-bar-space');
    };
  }, []);

  // While it shows, the shop's toasts rise above it.
  useEffect(() => {
    if (!shown) return undefined;
    const root = document.documentElement;
    root.style.setProperty('--sf-bottom-bar', 'var(--sf-buy-bar-space, 0px)');
    return () => {
      root.style.removeProperty('--sf-bottom-bar');
    };
  }, [shown]);

  return (
    <div ref={bar} className="sf-buy-bar" data-shown={shown || undefined} inert={!shown}>
      <div className="sf-buy-bar__price">
        <span className="sf-buy-bar__name">{name}</span>
        <PriceTag amount={price} />
      </div>
      <Button variant="primary" loading={loading} onClick={onAdd}>
        {label}
      </Button>
    </div>
  );
}
