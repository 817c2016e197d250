import sanitizeHtml from 'sanitize-html';

/** Tags and attributes a CMS page may contain; everything else is stripped before it is stored. */
export const PAGE_SANITIZE_OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'a', 'br', 'blockquote', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'title'] },
  allowedSchemes: ['https', 'mailto', 'tel'],
  allowProtocolRelative: false,
};

/** Sanitizes rich text for a CMS page. */
export function sanitizePageHtml(html: string): string {
  return sanitizeHtml(html, PAGE_SANITIZE_OPTIONS);
}

export function seedPages(brand: string): { slug: string; title: string; bodyHtml: string }[] {
  const pages = [
    {
      slug: 'about',
      title: `About ${brand}`,
      html: `<h2>Jewellery made to be worn, and kept</h2>
<p>${brand} designs and crafts gold, diamond and platinum jewellery in India. Every piece is BIS hallmarked and carries a HUID code, and every diamond comes with its certificate.</p>
<h3>What we believe</h3>
<ul><li><strong>Honest pricing</strong>: the metal rate of the day, the making charge and the stone value are shown for every piece.</li>
<li><strong>Craft</strong>: our karigars in Jaipur, Kolkata and Mumbai finish every piece by hand.</li>
<li><strong>Stores near you</strong>: visit one of our stores to try pieces on, or book an appointment online.</li></ul>`,
    },
    {
      slug: 'shipping',
      title: 'Shipping',
      html: `<h2>Insured shipping across India</h2>
<p>Orders are shipped fully insured in tamper-evident packaging. Shipping is free above ₹25,000; below that a flat ₹250 applies.</p>
<ul><li>Ready pieces ship within 2 working days.</li><li>Pre-order pieces ship within 21 days of the order.</li><li>A signature and photo identity are needed at delivery.</li></ul>`,
    },
    {
      slug: 'returns',
      title: 'Returns and exchange',
      html: `<h2>15-day returns</h2>
<p>Return any unworn piece within 15 days of delivery for a full refund, except coins and engraved or customised pieces.</p>
<h3>Lifetime exchange</h3>
<p>Exchange gold jewellery at the day's rate at any of our stores, for life. Diamonds are exchanged at 90% of their current value.</p>`,
    },
    {
      slug: 'privacy',
      title: 'Privacy policy',
      html: `<h2>Your data</h2>
<p>We keep your name, contact details, addresses and orders to serve you, and nothing more. We never sell them.</p>
<p>Payment details are handled by our payment provider and never stored by us. Write to <a href="mailto:privacy@aurelia.test">privacy@aurelia.test</a> to see or delete your data.</p>
<script>alert('stripped by the sanitizer')</script>`,
    },
    {
      slug: 'terms',
      title: 'Terms of use',
      html: `<h2>Terms</h2>
<p>Prices follow the metal rate of the day and may change until you place an order. An order is confirmed when it is paid.</p>
<p>Product images are illustrations; weights may vary by up to 5% and the price charged follows the actual weight.</p>`,
    },
    {
      slug: 'faq',
      title: 'Frequently asked questions',
      html: `<h2>Is the jewellery hallmarked?</h2><p>Yes: every gold piece is BIS hallmarked with a HUID code.</p>
<h2>How is the price worked out?</h2><p>Metal weight × the day's rate for its purity, plus the making charge and the stone value, plus 3% GST.</p>
<h2>Can I try a piece before buying?</h2><p>Yes. <a href="/appointment">Book an appointment</a> at a store near you.</p>`,
    },
  ];
  return pages.map(({ slug, title, html }) => ({ slug, title, bodyHtml: sanitizePageHtml(html) }));
}
