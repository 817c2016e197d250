import { PRODUCTS_PER_PAGE, type ColorModePreference } from '@aurelia/domain';
import { useId, useState } from 'react';

import { Button } from '../components/button/button';
import { Breadcrumbs } from '../components/breadcrumbs/breadcrumbs';
import { ColorModeProvider } from '../components/color-mode/color-mode-provider';
import { ColorModeToggle } from '../components/color-mode/color-mode-toggle';
import { FilterPanel } from '../components/filter-panel/filter-panel';
import { IconButton } from '../components/icon-button/icon-button';
import { LoadMore } from '../components/pagination/pagination';
import { NoticeBar } from '../components/notice-bar/notice-bar';
import { ProductCard } from '../components/product-card/product-card';
import { SearchBox } from '../components/search-box/search-box';
import { ToastProvider, useToast } from '../components/toast/toast';
import { Tooltip, TooltipProvider } from '../components/tooltip/tooltip';
import { earringsImage, necklaceImage, ringImage } from '../stories/fixtures';
import { cn } from '../lib/cn';
import './product-listing-page.css';

const IMAGES = [ringImage, necklaceImage, earringsImage];
const NAMES = ['Aurora solitaire ring', 'Nizam diamond heart pendant', 'Rajwada platinum jhumka earrings'];

const products = Array.from({ length: 24 }, (_, index) => ({
  id: index + 1,
  name: `${NAMES[index % 3]} ${Math.floor(index / 3) + 1}`,
  image: IMAGES[index % 3] ?? ringImage,
  price: 45000 + index * 7350,
}));

function Listing() {
  const { shopToast } = useToast();
  const [shown, setShown] = useState(PRODUCTS_PER_PAGE);
  const [filtersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  return (
    <div className="example-listing">
      <Button
        variant="secondary"
        className="example-listing__filters-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen(!filtersOpen)}
      >
        {filtersOpen ? 'Hide filters' : 'Filter and sort'}
      </Button>
      <FilterPanel
        id={filtersId}
        className={cn('example-listing__filters', !filtersOpen && 'example-listing__filters--folded')}
        groups={[
          { name: 'metal', label: 'Metal', options: [{ value: 'gold', label: 'Gold' }, { value: 'platinum', label: 'Platinum' }] },
          { name: 'purity', label: 'Purity', options: [{ value: '22k', label: '22K' }, { value: '18k', label: '18K' }] },
        ]}
      />
      <section aria-labelledby="listing-title" className="example-listing__results">
        <Breadcrumbs items={[{ label: 'Home', href: '#/' }, { label: 'Jewellery' }]} />
        <h1 id="listing-title" style={{ margin: 0 }}>
          Jewellery
        </h1>
        <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 24 }}>
          {products.slice(0, shown).map((product, index) => (
            <li key={product.id}>
              <ProductCard
                name={product.name}
                href={`#/product/${product.id}`}
                image={{ src: product.image, alt: product.name }}
                price={product.price}
                priority={index < 4}
                headingLevel={2}
                onWishlistChange={() => undefined}
                onAddToCart={() => shopToast({ title: `${product.name} added to your bag`, tone: 'success' })}
              />
            </li>
          ))}
        </ul>
        <LoadMore shown={shown} total={products.length} hasMore={shown < products.length} onLoadMore={() => setShown(shown + PRODUCTS_PER_PAGE)} />
      </section>
    </div>
  );
}

/** An example page composed only from libs/ui: providers at the root, layout in the page. */
export function ProductListingPage({ colorMode }: { colorMode?: ColorModePreference }) {
  return (
    <ColorModeProvider preference={colorMode}>
      <TooltipProvider>
        <ToastProvider>
          <NoticeBar dismissible>Free insured shipping on every order above ₹50,000</NoticeBar>
          <header style={{ display: 'flex', alignItems: 'center', gap: 16, padding: '12px 24px', borderBottom: '1px solid var(--au-color-border)' }}>
            <a href="#/" style={{ fontFamily: 'var(--au-font-display)', fontSize: 28, fontWeight: 600, color: 'var(--au-color-primary)', textDecoration: 'none' }}>
              Aurelia
            </a>
            <SearchBox onSearch={() => undefined} style={{ flex: 1 }} />
            <Tooltip content="Wishlist">
              <IconButton icon="heart" label="Wishlist" />
            </Tooltip>
            <IconButton icon="cart" label="Bag" />
            <ColorModeToggle />
          </header>
          <main>
            <Listing />
          </main>
        </ToastProvider>
      </TooltipProvider>
    </ColorModeProvider>
  );
}
