import type { Product, ProductVariant } from '../../../domain/Product';
import { slugify } from '../../../domain/NavigationTree';
import { PRODUCTS_COLLECTION, rewriteCatalogueSummary } from '../catalogueSummaryDocument';
import type { MemoryDatabase } from '../MemoryDatabase';

/** Colour swatches the variants use: name and hex. */
const COLOURS = {
  walnut: ['Walnut', '#5b3a29'],
  honey: ['Honey', '#c68e4e'],
  teak: ['Teak', '#8b5a2b'],
  teal: ['Teal', '#0f766e'],
  grey: ['Stone Grey', '#6b7280'],
  mustard: ['Mustard', '#d4a017'],
  rose: ['Dusty Rose', '#c08081'],
} as const;
type Colour = keyof typeof COLOURS;

/** [size, colour, price modifier] — the first option always costs the base price. */
type VariantSpec = [string | undefined, Colour | undefined, number];

interface Row {
  name: string;
  /** Navigation slugs, most specific last; the first is the product's `category`. */
  categories: string[];
  price: number;
  originalPrice?: number;
  images: string[];
  material: string;
  dimensions: string;
  warranty: string;
  stock: number;
  rating: number;
  reviewCount: number;
  flags?: Array<'featured' | 'new' | 'best'>;
  variants?: VariantSpec[];
  inactive?: boolean;
  description: string;
  features: string[];
  tags?: string[];
}

const img = (...names: string[]): string[] => names.map((name) => `/images/products/${name}.svg`);
const SEATER: VariantSpec[] = [['3 Seater', 'teal', 0], ['3 Seater', 'grey', 0], ['5 Seater', 'teal', 14000]];
const BED: VariantSpec[] = [['Queen', 'walnut', 0], ['King', 'walnut', 6000], ['King', 'honey', 7500]];
const FINISH: VariantSpec[] = [[undefined, 'walnut', 0], [undefined, 'honey', 0], [undefined, 'teak', 1500]];

const ROWS: Row[] = [
  { name: 'Jodhpur Sheesham Wooden Sofa', categories: ['sofas', 'wooden-sofa'], price: 45999, originalPrice: 57999, images: img('wooden-sofa-walnut', 'wooden-sofa-honey'), material: 'Sheesham wood', dimensions: '198 x 82 x 86 cm', warranty: '3 years', stock: 12, rating: 4.6, reviewCount: 128, flags: ['featured', 'best'], variants: SEATER, description: 'A hand-carved three-seater in solid sheesham with deep cushioned seats, finished in a warm walnut polish.', features: ['Solid sheesham frame', 'Hand-carved arms', 'Removable cushion covers'] },
  { name: 'Mehrangarh Carved Wooden Sofa', categories: ['sofas', 'wooden-sofa'], price: 62999, images: img('wooden-sofa-teak'), material: 'Teak wood', dimensions: '210 x 85 x 90 cm', warranty: '3 years', stock: 5, rating: 4.8, reviewCount: 42, flags: ['featured'], description: 'Rajasthani jali carving on a teak frame, made to last for generations.', features: ['Jali back panel', 'Teak frame', 'High-density foam'] },
  { name: 'Nagaur Slatted Wooden Sofa', categories: ['sofas', 'wooden-sofa'], price: 34999, originalPrice: 39999, images: img('wooden-sofa-honey'), material: 'Mango wood', dimensions: '185 x 78 x 80 cm', warranty: '2 years', stock: 9, rating: 4.1, reviewCount: 31, flags: ['new'], description: 'A light slatted mango-wood sofa that suits compact city living rooms.', features: ['Slatted back', 'Compact footprint'] },
  { name: 'Amer Fabric Sofa', categories: ['sofas', 'fabric-sofa'], price: 38999, originalPrice: 45999, images: img('sofa-teal', 'sofa-grey'), material: 'Sheesham wood, cotton blend', dimensions: '200 x 88 x 84 cm', warranty: '2 years', stock: 14, rating: 4.3, reviewCount: 87, flags: ['best'], variants: SEATER, description: 'A soft cotton-blend upholstered sofa on a sheesham base with tapered legs.', features: ['Stain-resistant fabric', 'Pocket springs', 'Sheesham legs'] },
  { name: 'Hawa Mahal Fabric Sofa', categories: ['sofas', 'fabric-sofa'], price: 41999, images: img('sofa-mustard'), material: 'Velvet, sheesham wood', dimensions: '205 x 90 x 86 cm', warranty: '2 years', stock: 7, rating: 4.5, reviewCount: 56, flags: ['new', 'featured'], description: 'Mustard velvet with button tufting and polished sheesham feet.', features: ['Velvet upholstery', 'Button tufting'] },
  { name: 'Pushkar Two Seater Sofa', categories: ['sofas', 'fabric-sofa'], price: 24999, images: img('sofa-indigo'), material: 'Cotton, mango wood', dimensions: '150 x 80 x 82 cm', warranty: '1 year', stock: 3, rating: 3.9, reviewCount: 18, description: 'An indigo two-seater for balconies and studios.', features: ['Two seats', 'Light frame'] },
  { name: 'Chittor L Shaped Sofa', categories: ['sofas', 'fabric-sofa', 'l-shaped-sofa'], price: 72999, originalPrice: 89999, images: img('l-shaped-sofa-teal', 'l-shaped-sofa-grey'), material: 'Sheesham wood, linen', dimensions: '260 x 180 x 85 cm', warranty: '3 years', stock: 4, rating: 4.7, reviewCount: 64, flags: ['featured', 'best'], variants: [['Left Facing', 'teal', 0], ['Right Facing', 'teal', 0], ['Right Facing', 'grey', 2000]], description: 'A roomy L-shaped sectional in linen with a reversible chaise.', features: ['Reversible chaise', 'Linen upholstery', 'Seats six'] },
  { name: 'Kumbhalgarh Corner Sofa', categories: ['sofas', 'fabric-sofa', 'l-shaped-sofa'], price: 84999, images: img('l-shaped-sofa-rose'), material: 'Velvet, sheesham wood', dimensions: '280 x 190 x 88 cm', warranty: '3 years', stock: 2, rating: 4.4, reviewCount: 21, flags: ['new'], description: 'A dusty-rose velvet corner sofa with a storage ottoman.', features: ['Storage ottoman', 'Velvet upholstery'] },
  { name: 'Jaisalmer 6 Seater Dining Set', categories: ['dining'], price: 68999, originalPrice: 79999, images: img('dining-teal', 'dining-olive'), material: 'Sheesham wood', dimensions: 'Table 180 x 90 x 76 cm', warranty: '3 years', stock: 6, rating: 4.7, reviewCount: 95, flags: ['featured', 'best'], variants: [['6 Seater', 'walnut', 0], ['6 Seater', 'honey', 0], ['8 Seater', 'walnut', 18000]], description: 'A solid sheesham table with six cushioned chairs, sealed against spills.', features: ['Six chairs included', 'Spill-proof finish'] },
  { name: 'Bundi 4 Seater Dining Set', categories: ['dining'], price: 39999, images: img('dining-olive'), material: 'Mango wood', dimensions: 'Table 120 x 80 x 76 cm', warranty: '2 years', stock: 10, rating: 4.2, reviewCount: 47, flags: ['new'], description: 'A compact four-seater for small families and apartments.', features: ['Four chairs', 'Compact top'] },
  { name: 'Osian Round Dining Table', categories: ['dining'], price: 27999, images: img('dining-ivory'), material: 'Sheesham wood, marble', dimensions: '110 cm diameter x 76 cm', warranty: '2 years', stock: 8, rating: 4.0, reviewCount: 12, description: 'A round table with an ivory marble top on a turned sheesham pedestal.', features: ['Marble top', 'Pedestal base'] },
  { name: 'Ajmer Three Door Wardrobe', categories: ['wardrobes'], price: 58999, originalPrice: 64999, images: img('wardrobe-ivory', 'wardrobe-teal'), material: 'Sheesham wood', dimensions: '150 x 60 x 200 cm', warranty: '3 years', stock: 5, rating: 4.5, reviewCount: 38, flags: ['featured'], variants: FINISH, description: 'Three doors, a full-length mirror, a locker and hanging space.', features: ['Internal locker', 'Full-length mirror', 'Soft-close hinges'] },
  { name: 'Bhuj Two Door Wardrobe', categories: ['wardrobes'], price: 36999, images: img('wardrobe-indigo'), material: 'Mango wood', dimensions: '100 x 55 x 190 cm', warranty: '2 years', stock: 11, rating: 4.1, reviewCount: 22, description: 'A two-door wardrobe with indigo-painted panels and brass handles.', features: ['Brass handles', 'Two shelves'] },
  { name: 'Mandawa Sliding Wardrobe', categories: ['wardrobes'], price: 74999, images: img('wardrobe-teal'), material: 'Sheesham wood', dimensions: '180 x 62 x 210 cm', warranty: '3 years', stock: 0, rating: 4.6, reviewCount: 15, flags: ['new'], description: 'Space-saving sliding doors with a carved sheesham frame.', features: ['Sliding doors', 'Six shelves'] },
  { name: 'Jaipur Arm Chair', categories: ['chairs'], price: 12999, originalPrice: 15999, images: img('chair-mustard', 'chair-teal'), material: 'Sheesham wood, cotton', dimensions: '70 x 72 x 85 cm', warranty: '2 years', stock: 15, rating: 4.4, reviewCount: 73, flags: ['best'], variants: [[undefined, 'mustard', 0], [undefined, 'teal', 0], [undefined, 'rose', 500]], description: 'A cushioned arm chair for reading corners.', features: ['Padded arms', 'Block-print cushion'] },
  { name: 'Mandore Dining Chair', categories: ['chairs'], price: 5999, images: img('chair-teal'), material: 'Sheesham wood', dimensions: '45 x 50 x 92 cm', warranty: '1 year', stock: 30, rating: 4.2, reviewCount: 54, description: 'A ladder-back dining chair sold singly.', features: ['Ladder back', 'Stackable'] },
  { name: 'Shekhawati Rocking Chair', categories: ['chairs'], price: 16999, images: img('chair-rose'), material: 'Teak wood, cane', dimensions: '65 x 95 x 100 cm', warranty: '2 years', stock: 3, rating: 4.7, reviewCount: 29, flags: ['featured', 'new'], description: 'A cane-seated teak rocker for the verandah.', features: ['Cane seat', 'Teak frame'] },
  { name: 'Kota Study Chair', categories: ['chairs'], price: 7499, images: img('chair-mustard'), material: 'Mango wood', dimensions: '48 x 52 x 88 cm', warranty: '1 year', stock: 20, rating: 3.8, reviewCount: 19, description: 'A sturdy chair for a study desk or a work-from-home corner.', features: ['Curved back'] },
  { name: 'Agra Coffee Table', categories: ['tables'], price: 14999, originalPrice: 17999, images: img('table-olive', 'table-teal'), material: 'Sheesham wood', dimensions: '110 x 60 x 45 cm', warranty: '2 years', stock: 9, rating: 4.3, reviewCount: 61, flags: ['best'], variants: FINISH, description: 'A coffee table with a lower shelf for books and trays.', features: ['Lower shelf', 'Rounded corners'] },
  { name: 'Gwalior Study Table', categories: ['tables'], price: 18999, images: img('table-teal'), material: 'Sheesham wood', dimensions: '120 x 60 x 76 cm', warranty: '2 years', stock: 7, rating: 4.4, reviewCount: 33, flags: ['new'], description: 'A study table with two drawers and cable cut-outs.', features: ['Two drawers', 'Cable cut-out'] },
  { name: 'Orchha Side Table', categories: ['tables'], price: 6999, images: img('table-rose'), material: 'Mango wood', dimensions: '45 x 45 x 55 cm', warranty: '1 year', stock: 25, rating: 4.0, reviewCount: 17, description: 'A small side table with a brass-inlaid top.', features: ['Brass inlay'] },
  { name: 'Kota TV Unit', categories: ['tv-units'], price: 22999, originalPrice: 26999, images: img('tv-unit-teal', 'tv-unit-grey'), material: 'Sheesham wood', dimensions: '180 x 40 x 50 cm', warranty: '2 years', stock: 8, rating: 4.3, reviewCount: 40, flags: ['featured'], variants: [['Medium', 'walnut', 0], ['Large', 'walnut', 4000]], description: 'A low TV unit for screens up to 65 inches with two drawers.', features: ['Fits 65-inch TVs', 'Two drawers'] },
  { name: 'Alwar Wall TV Unit', categories: ['tv-units'], price: 29999, images: img('tv-unit-mustard'), material: 'Mango wood', dimensions: '200 x 35 x 180 cm', warranty: '2 years', stock: 4, rating: 4.1, reviewCount: 11, flags: ['new'], description: 'A full-wall unit with display shelves around the screen.', features: ['Display shelves'] },
  { name: 'Barmer Modular Kitchen', categories: ['modular-kitchen'], price: 149999, originalPrice: 169999, images: img('kitchen-olive', 'kitchen-teal'), material: 'BWP plywood, sheesham shutters', dimensions: 'L-shape, 3 m x 2.4 m', warranty: '3 years', stock: 3, rating: 4.6, reviewCount: 9, flags: ['featured'], description: 'A complete L-shaped kitchen with sheesham shutters, fitted by our team.', features: ['Installation included', 'Soft-close drawers'] },
  { name: 'Sirohi Parallel Kitchen', categories: ['modular-kitchen'], price: 119999, images: img('kitchen-grey'), material: 'BWP plywood, laminate', dimensions: 'Parallel, 2.7 m each side', warranty: '3 years', stock: 2, rating: 4.2, reviewCount: 6, description: 'A parallel kitchen with grey laminate shutters and a tall unit.', features: ['Tall unit', 'Installation included'] },
  { name: 'Udaipur King Bed', categories: ['beds'], price: 52999, originalPrice: 61999, images: img('bed-rose', 'bed-olive'), material: 'Sheesham wood', dimensions: '213 x 190 x 110 cm', warranty: '3 years', stock: 6, rating: 4.6, reviewCount: 112, flags: ['featured', 'best'], variants: BED, description: 'A carved headboard bed in solid sheesham with hydraulic storage.', features: ['Hydraulic storage', 'Carved headboard'] },
  { name: 'Bikaner Storage Bed', categories: ['beds'], price: 41999, images: img('bed-olive'), material: 'Sheesham wood', dimensions: '208 x 160 x 95 cm', warranty: '3 years', stock: 9, rating: 4.8, reviewCount: 66, flags: ['new'], variants: BED, description: 'Four deep drawers under a queen-size bed.', features: ['Four drawers'] },
  { name: 'Pali Single Bed', categories: ['beds'], price: 18999, images: img('bed-indigo'), material: 'Mango wood', dimensions: '198 x 98 x 90 cm', warranty: '1 year', stock: 0, rating: 3.7, reviewCount: 14, description: 'A single bed for a child\'s room or a guest room.', features: ['Single size'] },
  { name: 'Churu Poster Bed', categories: ['beds'], price: 74999, images: img('bed-rose'), material: 'Teak wood', dimensions: '215 x 195 x 210 cm', warranty: '3 years', stock: 2, rating: 4.9, reviewCount: 8, flags: ['featured'], description: 'A four-poster teak bed with turned columns.', features: ['Four posts', 'Teak'] },
  { name: 'Tonk Day Bed', categories: ['beds'], price: 28999, images: img('bed-indigo'), material: 'Sheesham wood', dimensions: '190 x 90 x 75 cm', warranty: '2 years', stock: 5, rating: 4.2, reviewCount: 13, flags: ['new'], description: 'A day bed that seats three and sleeps one.', features: ['Seats three'] },
  { name: 'Sikar Bedside Table', categories: ['tables'], price: 8999, images: img('table-olive'), material: 'Sheesham wood', dimensions: '45 x 40 x 55 cm', warranty: '1 year', stock: 18, rating: 4.1, reviewCount: 24, variants: FINISH, description: 'A bedside table with one drawer and an open shelf.', features: ['One drawer'] },
  { name: 'Dausa Nest of Tables', categories: ['tables'], price: 11999, images: img('table-rose'), material: 'Mango wood', dimensions: '55 x 40 x 50 cm', warranty: '1 year', stock: 12, rating: 4.0, reviewCount: 10, description: 'Three tables that tuck into one another.', features: ['Set of three'] },
  { name: 'Jhalawar Shoe Rack Bench', categories: ['chairs'], price: 9999, images: img('chair-teal'), material: 'Sheesham wood', dimensions: '100 x 35 x 48 cm', warranty: '1 year', stock: 10, rating: 3.9, reviewCount: 7, description: 'A bench with a shoe shelf below, for the entrance.', features: ['Shoe shelf'] },
  { name: 'Banswara Bar Stool', categories: ['chairs'], price: 4999, images: img('chair-rose'), material: 'Mango wood', dimensions: '40 x 40 x 75 cm', warranty: '1 year', stock: 16, rating: 4.0, reviewCount: 20, flags: ['new'], description: 'A counter-height stool with a footrest.', features: ['Footrest'] },
  { name: 'Dungarpur Crockery Unit', categories: ['dining'], price: 33999, images: img('dining-ivory'), material: 'Sheesham wood', dimensions: '120 x 40 x 160 cm', warranty: '2 years', stock: 4, rating: 4.3, reviewCount: 16, description: 'Glass-fronted crockery cabinet with drawers for cutlery.', features: ['Glass doors', 'Cutlery drawers'] },
  { name: 'Karauli Dining Bench', categories: ['dining'], price: 12499, images: img('dining-olive'), material: 'Sheesham wood', dimensions: '140 x 35 x 45 cm', warranty: '1 year', stock: 14, rating: 4.1, reviewCount: 9, description: 'A bench that seats three at the dining table.', features: ['Seats three'] },
  { name: 'Bharatpur Chest of Drawers', categories: ['wardrobes'], price: 26999, images: img('wardrobe-ivory'), material: 'Sheesham wood', dimensions: '90 x 45 x 110 cm', warranty: '2 years', stock: 6, rating: 4.4, reviewCount: 27, flags: ['best'], description: 'Five drawers with brass pulls.', features: ['Five drawers'] },
  { name: 'Sawai Madhopur Sofa Cum Bed', categories: ['sofas', 'fabric-sofa'], price: 32999, images: img('sofa-grey'), material: 'Sheesham wood, fabric', dimensions: '190 x 90 x 85 cm', warranty: '2 years', stock: 5, rating: 4.0, reviewCount: 23, description: 'A sofa that opens into a double bed for guests.', features: ['Opens into a bed'] },
  { name: 'Rajsamand Lounge Chair', categories: ['chairs'], price: 19999, images: img('chair-mustard'), material: 'Teak wood, fabric', dimensions: '75 x 80 x 80 cm', warranty: '2 years', stock: 7, rating: 4.5, reviewCount: 12, flags: ['featured'], description: 'A low lounge chair with a deep seat.', features: ['Deep seat'] },
  { name: 'Ranakpur Console Table', categories: ['tables'], price: 15999, images: img('table-teal'), material: 'Sheesham wood', dimensions: '120 x 35 x 80 cm', warranty: '2 years', stock: 8, rating: 4.2, reviewCount: 14, description: 'A slim console for hallways with two drawers.', features: ['Two drawers'] },
  { name: 'Bhilwara Kids Wardrobe', categories: ['wardrobes'], price: 21999, images: img('wardrobe-indigo'), material: 'Mango wood', dimensions: '80 x 50 x 150 cm', warranty: '2 years', stock: 5, rating: 4.0, reviewCount: 8, flags: ['new'], description: 'A child-height wardrobe with rounded edges.', features: ['Rounded edges'] },
  { name: 'Baran TV Console', categories: ['tv-units'], price: 17999, images: img('tv-unit-grey'), material: 'Mango wood', dimensions: '150 x 40 x 45 cm', warranty: '1 year', stock: 10, rating: 3.9, reviewCount: 10, description: 'A simple TV console with open shelves.', features: ['Open shelves'] },
  // Inactive products: hidden from the storefront, visible to admins.
  { name: 'Phalodi Trunk Table', categories: ['tables'], price: 13999, images: img('table-olive'), material: 'Sheesham wood', dimensions: '90 x 50 x 45 cm', warranty: '1 year', stock: 3, rating: 4.0, reviewCount: 4, inactive: true, description: 'A trunk-style coffee table, discontinued.', features: ['Storage inside'] },
  { name: 'Merta Old Stock Sofa', categories: ['sofas', 'fabric-sofa'], price: 19999, images: img('sofa-grey'), material: 'Fabric', dimensions: '180 x 80 x 80 cm', warranty: '1 year', stock: 1, rating: 3.5, reviewCount: 3, inactive: true, description: 'Old stock, no longer sold.', features: ['Fabric'] },
  { name: 'Nathdwara Prototype Bed', categories: ['beds'], price: 45999, images: img('bed-olive'), material: 'Sheesham wood', dimensions: '210 x 180 x 100 cm', warranty: '3 years', stock: 0, rating: 0, reviewCount: 0, inactive: true, description: 'A prototype not yet on sale.', features: ['Prototype'] },
  { name: 'Lodurva Draft Chair', categories: ['chairs'], price: 6999, images: img('chair-teal'), material: 'Mango wood', dimensions: '45 x 50 x 90 cm', warranty: '1 year', stock: 8, rating: 0, reviewCount: 0, inactive: true, description: 'A draft listing being prepared.', features: ['Draft'] },
];

const CATEGORY_NAMES: Record<string, string> = {
  sofas: 'Sofa', 'wooden-sofa': 'Wooden Sofa', 'fabric-sofa': 'Fabric Sofa', 'l-shaped-sofa': 'L Shaped Sofa',
  dining: 'Dining', wardrobes: 'Wardrobe', chairs: 'Chair', tables: 'Tables', 'tv-units': 'TV Units',
  'modular-kitchen': 'Modular Kitchen', beds: 'Beds',
};

const demoId = (index: number): string => `prod${String(index + 1).padStart(4, '0')}sheeshamdemo`;

const variantsOf = (row: Row, index: number): ProductVariant[] =>
  (row.variants ?? []).map(([size, colour, priceModifier], position) => ({
    id: `${demoId(index)}-v${position + 1}`,
    ...(size ? { size } : {}),
    ...(colour ? { color: COLOURS[colour][0], colorHex: COLOURS[colour][1] } : {}),
    priceModifier,
    sku: `SH-${String(index + 1).padStart(3, '0')}-${position + 1}`,
  }));

/** Fixed timestamps spread over 2026, one product a week, so "newest" has a stable order. */
const createdAtOf = (index: number): string => new Date(Date.UTC(2026, 0, 5 + index * 7, 10)).toISOString();

/** The demo catalogue: 41 active products across the navigation tree (none in Safety Door or Mandir) and 4 inactive. */
export const demoProducts: Product[] = ROWS.map((row, index) => {
  const [category = 'furniture'] = row.categories;
  const images = row.images;
  return {
    id: demoId(index),
    name: row.name,
    slug: slugify(row.name),
    description: row.description,
    price: row.price,
    ...(row.originalPrice ? { originalPrice: row.originalPrice } : {}),
    image: images[0] ?? '/placeholder.svg',
    images,
    category,
    categories: row.categories,
    categoryNames: row.categories.map((slug) => CATEGORY_NAMES[slug] ?? slug),
    stock: row.stock,
    rating: row.rating,
    reviewCount: row.reviewCount,
    features: row.features,
    tags: row.tags ?? [],
    material: row.material,
    dimensions: row.dimensions,
    warranty: row.warranty,
    isActive: !row.inactive,
    isFeatured: row.flags?.includes('featured') ?? false,
    isNewArrival: row.flags?.includes('new') ?? false,
    isBestSeller: row.flags?.includes('best') ?? false,
    variants: variantsOf(row, index),
    createdAt: createdAtOf(index),
    updatedAt: createdAtOf(index),
  };
});

/** Writes the products and their catalogue summary, as one change. */
export const seedCatalogue = (db: MemoryDatabase, products: readonly Product[]): void => {
  db.transaction(() => {
    for (const product of products) db.set(PRODUCTS_COLLECTION, product.id, { ...product });
    rewriteCatalogueSummary(db, '2026-11-01T00:00:00.000Z');
  });
};
