import { textsOf } from './messages';

/** The texts of the admin's CSV import and exports; only the admin panel's code imports them. */
const CSV_MESSAGES = {
  'CSV.EMPTY': 'This file is empty. Export the catalogue to see the columns a file needs.',
  'CSV.NO_KEY_COLUMN':
    'The first row must name the columns: at least one of Product ID, Slug or Name. Export the catalogue to see them all.',
  'CSV.DUPLICATE_COLUMN': ({ column }: { column: string }) =>
    `The column “${column}” appears twice in the first row. Please keep one.`,
  'CSV.UNREADABLE':
    'This file could not be read as CSV. Please save it from your spreadsheet as “CSV UTF-8”.',
  'CSV.NOT_CSV': 'Please choose a .csv file.',
  'CSV.TOO_LARGE': ({ max }: { max: string }) =>
    `This file is larger than ${max}. Please split it into smaller files.`,
  'CSV.DUPLICATE_PRODUCT': ({ first }: { first: number }) =>
    `This product is already on line ${first}; each product has one row.`,
  'CSV.SAME_PRODUCT': ({ first }: { first: number }) =>
    `This row is the same product as line ${first}; each product has one row.`,
  'CSV.ORPHAN_VARIANT': 'This variant row has no product row with the same Product ID or Slug before it.',
  'CSV.UNKNOWN_ID': ({ id }: { id: string }) =>
    `No product has the id “${id}”. Leave Product ID empty to add a new product.`,
  'CSV.SLUG_TAKEN': ({ slug, name }: { slug: string; name: string }) =>
    `The slug “${slug}” already belongs to another product, “${name}”.`,
  'CSV.SLUG_IN_FILE': ({ slug, first }: { slug: string; first: number }) =>
    `The slug “${slug}” is also on line ${first}; each product needs its own slug.`,
  'CSV.YES_NO': ({ column }: { column: string }) => `Please write yes or no in “${column}”.`,
  'CSV.LOOKUP_FAILED':
    'We could not compare the file with the catalogue. Please check the connection and try again.',
  'CSV.BATCH_FAILED': ({ written, total }: { written: number; total: number }) =>
    `The import stopped: ${written} of ${total} products were written, the rest were not. Importing the same file again writes only what is still missing.`,
  'CSV.CANCELLED': ({ written, total }: { written: number; total: number }) =>
    `Import cancelled: ${written} of ${total} products were written. Importing the same file again writes only what is still missing.`,
  'CSV.DONE': ({ created, updated }: { created: number; updated: number }) =>
    `Import finished: ${created} added, ${updated} updated.`,
  'CSV.EXPORT_FAILED': 'The export failed. Please check the connection and try again.',
  'CSV.BAD_RANGE': 'Please choose a start date on or before the end date.',
} as const;

export const csvMessageFor = textsOf(CSV_MESSAGES);
