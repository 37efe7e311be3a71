/** The opening hours (docs/behaviour.md#the-shops-promises). */
export const SHOP_HOURS = ['Monday – Saturday: 9:00 AM – 8:00 PM', 'Sunday: 10:00 AM – 6:00 PM'] as const;

/** The footer's information pages (docs/behaviour.md#screens-and-routes) and the legal ones. */
export const FOOTER_INFO_LINKS = [
  { to: '/about', label: 'About Us' },
  { to: '/contact', label: 'Contact Us' },
  { to: '/shipping', label: 'Shipping Policy' },
  { to: '/returns', label: 'Returns & Refunds' },
  { to: '/warranty', label: 'Warranty' },
  { to: '/faq', label: 'FAQ' },
  { to: '/size-guide', label: 'Size Guide' },
  { to: '/terms', label: 'Terms of Sale' },
  { to: '/privacy', label: 'Privacy Notice' },
  { to: '/grievance', label: 'Grievance Redressal' },
] as const;

/** The footer's category links (docs/behaviour.md#screens-and-routes): /category/{key}. */
export const FOOTER_CATEGORY_LINKS = [
  { to: '/category/beds', label: 'Beds' },
  { to: '/category/sofas', label: 'Sofas' },
  { to: '/category/dining', label: 'Dining' },
  { to: '/category/wardrobes', label: 'Wardrobes' },
  { to: '/category/chairs', label: 'Chairs' },
  { to: '/category/tables', label: 'Tables' },
  { to: '/category/modular', label: 'Modular Kitchen' },
] as const;
