/** The CMS pages the footer links to (seeded by the API; `/about` has its own route). */
export const HELP_PAGES = [
  { slug: 'faq', title: 'Questions and answers' },
  { slug: 'shipping', title: 'Shipping' },
  { slug: 'returns', title: 'Returns and exchanges' },
  { slug: 'privacy', title: 'Privacy policy' },
  { slug: 'terms', title: 'Terms of use' },
] as const;
