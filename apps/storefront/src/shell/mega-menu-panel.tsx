import type { Category } from '@aurelia/contracts';
import { fixedImageSources } from '@aurelia/domain';
import { useEffect, type RefObject } from 'react';
import { Link } from 'react-router';
import { SERVICE_LINKS, catalogueSections, giftingSection, priceSection, useCategoryPicture, useMenuAttributes, type MenuSection } from './menu-data';
import './site-menus.css';

/** How long the pointer is away from the strip and the menu before it closes. */
const CLOSE_DELAY_MS = 300;

/** The feature picture's shown size, CSS pixels. */
const PICTURE_SIZE = 224;

/**
 * The desktop mega-menu (loaded on first use): jewellery by category, metal, occasion and collection, gifting
 * and services, each a link to a listing, beside a picture of the pointed-at category's most loved piece.
 */
export default function MegaMenuPanel({
  id,
  open,
  category,
  categories,
  container,
  onCategory,
  onClose,
}: {
  id: string;
  open: boolean;
  category?: string;
  categories: readonly Category[];
  /** The strip and the menu: leaving it closes the menu. */
  container: RefObject<HTMLElement | null>;
  onCategory: (slug: string) => void;
  /** Closes the menu; `refocus` gives the focus back to the menu button (Escape). */
  onClose: (refocus: boolean) => void;
}) {
  // While it is open: Escape, the pointer leaving the strip and menu for a moment, focus or a press elsewhere close it.
  useEffect(() => {
    const element = container.current;
    if (!open || !element) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      onClose(true);
    };
    const onPointerLeave = (event: PointerEvent) => {
      if (event.pointerType !== 'mouse') return;
      clearTimeout(timer);
      timer = setTimeout(() => onClose(false), CLOSE_DELAY_MS);
    };
    const onPointerEnter = () => clearTimeout(timer);
    const onFocusOut = (event: FocusEvent) => {
      if (!element.contains(event.relatedTarget as Node | null)) onClose(false);
    };
    const onPressElsewhere = (event: PointerEvent) => {
      if (!element.contains(event.target as Node)) onClose(false);
    };
    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('pointerleave', onPointerLeave);
    element.addEventListener('pointerenter', onPointerEnter);
    element.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPressElsewhere);
    return () => {
      clearTimeout(timer);
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('pointerleave', onPointerLeave);
      element.removeEventListener('pointerenter', onPointerEnter);
      element.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPressElsewhere);
    };
  }, [open, container, onClose]);

  const attributes = useMenuAttributes();
  const featured = categories.find((item) => item.slug === category) ?? categories[0];
  const picture = useCategoryPicture(open ? featured?.slug : undefined);
  const sections: MenuSection[] = [...catalogueSections(categories, attributes), priceSection(), giftingSection(attributes), { key: 'services', label: 'Visit us', links: [...SERVICE_LINKS] }];
  const image = picture ? fixedImageSources(picture.url, { width: PICTURE_SIZE, height: PICTURE_SIZE, fit: 'cover' }) : null;
  return (
    <div id={id} className="sf-mega" hidden={!open}>
      <div className="sf-mega__columns">
        {sections.map((section) => (
          <div key={section.key} className="sf-mega__section">
            <p id={`${id}-${section.key}`} className="sf-mega__heading">
              {section.label}
            </p>
            <ul aria-labelledby={`${id}-${section.key}`}>
              {section.links.map((link) => {
                const slug = section.key === 'category' ? link.href.replace('/category/', '') : undefined;
                return (
                  <li key={link.href}>
                    <Link
                      to={link.href}
                      data-featured={slug && slug === featured?.slug ? '' : undefined}
                      {...(slug ? { onPointerEnter: () => onCategory(slug), onFocus: () => onCategory(slug) } : {})}
                    >
                      {link.label}
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
      </div>
      {featured && (
        <Link to={`/category/${featured.slug}`} className="sf-mega__feature">
          {image ? <img {...image} srcSet={image.srcset} width={PICTURE_SIZE} height={PICTURE_SIZE} alt="" /> : <span className="sf-mega__feature-blank" />}
          <span>
            Shop all {featured.name.toLowerCase()} <span className="sf-mega__count">({featured.product_count} pieces)</span>
          </span>
        </Link>
      )}
    </div>
  );
}
