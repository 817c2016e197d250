import { Link } from 'react-router';

/**
 * Categories as a row of chips, each a link to its listing: what a search without words and the 404 page
 * offer a shopper to browse from.
 */
export function CategoryChips({ categories, label }: { categories: readonly { id: number; slug: string; name: string }[]; label?: string }) {
  return (
    <ul className="sf-chip-list" aria-label={label}>
      {categories.map((category) => (
        <li key={category.id}>
          <Link to={`/category/${category.slug}`} className="sf-chip">
            {category.name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
