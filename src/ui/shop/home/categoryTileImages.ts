/** Pictures for the home page's category tiles (local demo art; categories without one show a wood panel). */
export const CATEGORY_TILE_IMAGES: Readonly<Record<string, string>> = {
  sofas: '/images/products/sofa-teal.svg',
  dining: '/images/products/dining-teal.svg',
  wardrobes: '/images/products/wardrobe-ivory.svg',
  chairs: '/images/products/chair-mustard.svg',
  tables: '/images/products/table-olive.svg',
  'tv-units': '/images/products/tv-unit-teal.svg',
  'modular-kitchen': '/images/products/kitchen-olive.svg',
  beds: '/images/products/bed-rose.svg',
};
