import type { Category } from '@aurelia/contracts';
import { fixedImageSources } from '@aurelia/domain';
import { Link } from 'react-router';
import { SERVICE_LINKS, catalogueSections, giftingSection, useCategoryPicture, useMenuAttributes, type MenuSection } from './menu-data';
import './site-menus.css';

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
  onCategory,
}: {
  id: string;
  open: boolean;
  category?: string;
  categories: readonly Category[];
  onCategory: (slug: string) => void;
}) {
  const attributes = useMenuAttributes();
  const featured = categories.find((item) => item.slug === category) ?? categories[0];
  const picture = useCategoryPicture(open ? featured?.slug : undefined);
  const sections: MenuSection[] = [...catalogueSections(categories, attributes), giftingSection(attributes), { key: 'services', label: 'Visit us', links: [...SERVICE_LINKS] }];
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
