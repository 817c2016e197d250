import type { Category } from '@aurelia/contracts';
import { Drawer, Icon } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { useAppSelector } from '../shared/hooks';
import { selectIsSignedIn } from '../shared/session';
import { SERVICE_LINKS, catalogueSections, giftingSection, priceSection, useMenuAttributes, type MenuLink } from './menu-data';
import './site-menus.css';

/**
 * The phone's menu (drawn closed once the page is idle), a drawer from the left: jewellery by category, metal,
 * occasion and collection, and gifting, each a level of its own with a way back; then stores, appointments, the gold
 * plan, the wishlist and the account.
 */
export default function SiteMenuDrawer({
  open,
  onOpenChange,
  categories,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Category[];
}) {
  const attributes = useMenuAttributes();
  const signedIn = useAppSelector(selectIsSignedIn);
  const [level, setLevel] = useState<string | null>(null);
  const opener = useRef<string | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const sections = [...catalogueSections(categories, attributes), priceSection(), giftingSection(attributes)];
  const current = sections.find((section) => section.key === level);
  const close = () => onOpenChange(false);
  const account: MenuLink[] = signedIn
    ? [
        { label: 'Your account', href: '/user/profile' },
        { label: 'Orders', href: '/user/orders' },
      ]
    : [{ label: 'Sign in or create an account', href: '/auth/login' }];
  const more: MenuLink[] = [...SERVICE_LINKS, { label: 'Wishlist', href: '/user/wishlist' }, ...account];

  // Moving between levels keeps the keyboard's place: into a level, its way back; out of it, the section left.
  useEffect(() => {
    const target = level ? list.current?.querySelector<HTMLElement>('.sf-menu__back') : list.current?.querySelector<HTMLElement>(`[data-section="${opener.current ?? ''}"]`);
    target?.focus();
  }, [level]);
  // Opened again, it starts from the top.
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (!open) setLevel(null);
  }

  const links = (items: readonly MenuLink[]) =>
    items.map((link) => (
      <li key={link.href}>
        <Link to={link.href} className="sf-menu__item" onClick={close}>
          {link.label}
        </Link>
      </li>
    ));

  return (
    <Drawer side="left" open={open} keepDrawn onOpenChange={onOpenChange} title={current ? current.label : 'Menu'} className="sf-menu">
      <div ref={list}>
        {current ? (
          <>
            <button type="button" className="sf-menu__back" onClick={() => setLevel(null)}>
              <Icon name="chevron-left" size={18} />
              All sections
            </button>
            <ul className="sf-menu__list">{links(current.links)}</ul>
          </>
        ) : (
          <>
            <ul className="sf-menu__list">
              {sections.map((section) => (
                <li key={section.key}>
                  <button
                    type="button"
                    className="sf-menu__item"
                    data-section={section.key}
                    onClick={() => {
                      opener.current = section.key;
                      setLevel(section.key);
                    }}
                  >
                    {section.key === 'category' ? 'Shop by category' : section.label}
                    <Icon name="chevron-right" size={18} />
                  </button>
                </li>
              ))}
            </ul>
            <ul className="sf-menu__list sf-menu__list--more">{links(more)}</ul>
          </>
        )}
      </div>
    </Drawer>
  );
}
