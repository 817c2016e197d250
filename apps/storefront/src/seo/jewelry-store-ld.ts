import type { Store } from '@aurelia/contracts';
import { WEEKDAYS } from '@aurelia/domain';

/** schema.org JewelryStore: address, position, phone and the week's opening hours. */
export function jewelryStoreLd(store: Store, origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'JewelryStore',
    name: store.name,
    url: `${origin}/stores/${store.slug}`,
    telephone: store.phone,
    email: store.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: store.address,
      addressLocality: store.city,
      addressRegion: store.state,
      postalCode: store.pincode,
      addressCountry: store.country,
    },
    geo: { '@type': 'GeoCoordinates', latitude: store.latitude, longitude: store.longitude },
    openingHoursSpecification: WEEKDAYS.flatMap((day) => {
      const hours = store.opening_hours[day];
      return hours ? [{ '@type': 'OpeningHoursSpecification', dayOfWeek: day.charAt(0).toUpperCase() + day.slice(1), opens: hours.open, closes: hours.close }] : [];
    }),
  };
}
