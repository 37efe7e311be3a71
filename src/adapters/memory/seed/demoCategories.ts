import type { Category } from '../../../domain/catalogue/Category';
import { DEFAULT_NAVIGATION } from '../../../domain/catalogue/DefaultNavigation';
import { CATEGORIES } from '../InMemoryCategoryRepository';
import type { MemoryDatabase } from '../MemoryDatabase';

const SEEDED_AT = '2025-01-02T08:00:00.000Z';

const DESCRIPTIONS: Record<string, string> = {
  sofas:
    'Sofas and sofa sets in sheesham, teak and mango wood, from compact two-seaters to family-sized sectionals.',
  'wooden-sofa': 'Carved and clean-lined wooden sofas with removable cushions.',
  'fabric-sofa': 'Upholstered sofas on wooden frames, in easy-care fabrics.',
  'l-shaped-sofa': 'Corner sofas that make the most of Indian living rooms.',
  dining: 'Four-, six- and eight-seater dining sets built for daily family meals.',
  wardrobes: 'Two-, three- and four-door wardrobes with mirrors, lockers and drawers.',
  chairs: 'Accent, study and dining chairs in sheesham, teak and mango wood.',
  tables: 'Coffee, side, console and study tables.',
  'tv-units': 'Low TV units and wall units with storage for every set-top box and speaker.',
  'modular-kitchen':
    'Modular kitchens in BWP plywood with sheesham or laminate shutters, fitted by our team.',
  'safety-door': 'Solid wood safety doors with grille panels — coming soon.',
  mandir: 'Pooja mandirs for the home, carved by craftsmen in Rajasthan — coming soon.',
  beds: 'Queen and king beds, with and without hydraulic storage.',
};

/** One `categories` document per category of the default tree, children pointing at their parent, in its order. */
export const demoCategories = (): Category[] =>
  DEFAULT_NAVIGATION.entries.map((entry) => ({
    id: `category-${entry.slug}`,
    ...entry,
    description: DESCRIPTIONS[entry.slug] ?? '',
    image: `/images/categories/${entry.slug}.svg`,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  }));

export const seedDemoCategories = (db: MemoryDatabase): void => {
  for (const category of demoCategories()) db.set(CATEGORIES, category.id, { ...category });
};
