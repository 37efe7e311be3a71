/** Pictures for the home page's category tiles (local demo art; categories without one show a wood panel). */
export const CATEGORY_TILE_IMAGES: Readonly<Record<string, string>> = {
  sofas: '/images/products/sofa-teal.webp',
  dining: '/images/products/dining-teal.webp',
  wardrobes: '/images/products/wardrobe-ivory.webp',
  chairs: '/images/products/chair-mustard.webp',
  tables: '/images/products/table-olive.webp',
  'tv-units': '/images/products/tv-unit-teal.webp',
  'modular-kitchen': '/images/products/kitchen-olive.webp',
  beds: '/images/products/bed-rose.webp',
};
