import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeProduct } from '../account/checkoutHelpers';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin, openProductForm } from './adminTestKit';

let app: TestApp;
const products = () => app.ports.products;

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const section = (name: string) => within(screen.getByRole('region', { name }));

/** Types a whole value at once (pasting), which keeps these long forms quick in jsdom. */
const fill = async (user: UserEvent, element: HTMLElement, text: string): Promise<void> => {
  await user.clear(element);
  await user.click(element);
  await user.paste(text);
};

describe('product form', { timeout: 60_000 }, () => {
  it('marks every missing field on an empty save and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await openProductForm(app, '/admin/products/add', 'Add Product');
    await user.clear(section('Basics').getByRole('textbox', { name: /^Name/ }));
    await fill(user, section('Price and stock').getByRole('textbox', { name: /^Price/ }), '12.5');
    await fill(user, section('Images').getByRole('textbox', { name: 'Main image URL' }), 'ftp://cdn/x.bmp');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await findToast('Please correct the highlighted fields.');
    expect(screen.getByText('Please enter the product name.')).toBeInTheDocument();
    expect(screen.getByText('Please describe the product.')).toBeInTheDocument();
    expect(screen.getByText('Please enter the price in whole rupees.')).toBeInTheDocument();
    expect(
      screen.getByText('Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please choose at least one category.')).toBeInTheDocument();
    expect(section('Price and stock').getByRole('textbox', { name: /^Price/ })).toHaveValue('12.5');
    expect(section('Images').getByRole('textbox', { name: 'Main image URL' })).toHaveValue('ftp://cdn/x.bmp');
    expect(section('Images').getByRole('textbox', { name: 'Main image URL' })).toHaveAccessibleDescription(
      'Please provide a valid image URL (jpg, jpeg, png, gif, webp, svg).',
    );
    expect(screen.getByRole('combobox', { name: 'Main category' })).not.toHaveAccessibleDescription();
    expect(section('Images').getByRole('img', { name: 'Main image preview' })).toHaveAttribute(
      'src',
      '/placeholder.svg',
    );
    expect(screen.getByTestId('location')).toHaveTextContent('/admin/products/add');
  });

  it('scrolls to the first invalid field of a refused save and puts the cursor in it', async () => {
    const user = userEvent.setup({ delay: null });
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = vi.fn(function (this: Element) {
      scrolled.push(this);
    });
    await openProductForm(app, '/admin/products/add', 'Add Product');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await findToast('Please correct the highlighted fields.');
    const name = section('Basics').getByRole('textbox', { name: /^Name/ });
    await waitFor(() => expect(name).toHaveFocus());
    expect(scrolled).toEqual([name]);

    await fill(user, name, 'Teak Bench');
    await fill(user, section('Basics').getByRole('textbox', { name: /^Description/ }), 'A bench.');
    const price = section('Price and stock').getByRole('textbox', { name: /^Price/ });
    await fill(user, price, 'lots');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await waitFor(() => expect(price).toHaveFocus());
    expect(scrolled.at(-1)).toBe(price);
    delete (Element.prototype as Partial<Element>).scrollIntoView;
  });

  it('checks variant rows and shows each message on its field', async () => {
    const user = userEvent.setup({ delay: null });
    await openProductForm(app, '/admin/products/add', 'Add Product');
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    const variant = within(screen.getByRole('group', { name: 'Variant 1' }));
    await fill(user, variant.getByRole('textbox', { name: 'Colour hex' }), 'brown');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    expect(await variant.findByText('Please give the variant a size or a colour.')).toBeInTheDocument();
    expect(variant.getByText('Please enter the colour as a hex code like #8B5A2B.')).toBeInTheDocument();
    expect(variant.getByText('Please enter a SKU for the variant.')).toBeInTheDocument();
    expect(variant.getByRole('textbox', { name: 'Colour hex' })).toHaveAccessibleDescription(
      'Please enter the colour as a hex code like #8B5A2B.',
    );
    expect(variant.getByRole('textbox', { name: 'SKU' })).toHaveAccessibleDescription(
      'Please enter a SKU for the variant.',
    );
    await fill(user, variant.getByRole('textbox', { name: 'Size' }), 'King');
    expect(variant.queryByText('Please give the variant a size or a colour.')).toBeNull();
  });

  it('creates a product with every field; the catalogue summary and search follow at once', async () => {
    const user = userEvent.setup({ delay: null });
    const before = (await app.ports.catalogueSummary.get()).countsBySlug['mandir'] ?? 0;
    await openProductForm(app, '/admin/products/add', 'Add Product');
    const basics = section('Basics');
    await fill(user, basics.getByRole('textbox', { name: /^Name/ }), 'Rosewood Temple Mandir');
    await fill(
      user,
      basics.getByRole('textbox', { name: /^Description/ }),
      'A carved home temple with a drawer.',
    );
    const price = section('Price and stock');
    await fill(user, price.getByRole('textbox', { name: /^Price/ }), '18,999');
    await fill(user, price.getByRole('textbox', { name: /^MRP/ }), '24999');
    await user.clear(price.getByRole('textbox', { name: /^Stock/ }));
    await fill(user, price.getByRole('textbox', { name: /^Stock/ }), '2');
    const images = section('Images');
    await fill(
      user,
      images.getByRole('textbox', { name: 'Main image URL' }),
      '/images/products/sofa-teal.svg',
    );
    expect(images.getByRole('img', { name: 'Main image preview' })).toHaveAttribute(
      'src',
      '/images/products/sofa-teal.svg',
    );
    await user.click(images.getByRole('button', { name: 'Add image URL' }));
    await fill(
      user,
      images.getByRole('textbox', { name: 'Image 2 URL' }),
      'https://cdn.example.com/mandir-side.webp',
    );
    await user.click(section('Categories').getByRole('checkbox', { name: 'Mandir' }));
    const details = section('Details');
    await fill(user, details.getByRole('textbox', { name: 'Material' }), 'Rosewood');
    await fill(user, details.getByRole('textbox', { name: 'Dimensions' }), '60 x 40 x 90 cm');
    await fill(user, details.getByRole('textbox', { name: 'Warranty' }), '2 years');
    await user.click(details.getByRole('button', { name: 'Add feature' }));
    await fill(user, details.getByRole('textbox', { name: 'Feature 1' }), 'Hand carved');
    await user.click(details.getByRole('button', { name: 'Add tag' }));
    await fill(user, details.getByRole('textbox', { name: 'Tag 1' }), 'Pooja');
    const declarations = section('Declarations');
    await fill(user, declarations.getByRole('textbox', { name: /^Country of origin/ }), 'India');
    await fill(user, declarations.getByRole('textbox', { name: /^Net quantity/ }), '1 N');
    await fill(
      user,
      declarations.getByRole('textbox', { name: /^Manufacturer or importer/ }),
      'Jodhpur Works',
    );
    await fill(
      user,
      declarations.getByRole('textbox', { name: /^Address of the manufacturer/ }),
      '4 Mill Road\nJodhpur 342001',
    );
    await user.click(screen.getByRole('button', { name: 'Add variant' }));
    const variant = within(screen.getByRole('group', { name: 'Variant 1' }));
    await fill(user, variant.getByRole('textbox', { name: 'Size' }), 'Large');
    await fill(user, variant.getByRole('textbox', { name: 'Colour' }), 'Walnut');
    await fill(user, variant.getByRole('textbox', { name: 'Colour hex' }), '#5c4033');
    await user.clear(variant.getByRole('textbox', { name: /Price change/ }));
    await fill(user, variant.getByRole('textbox', { name: /Price change/ }), '2000');
    await fill(user, variant.getByRole('textbox', { name: 'SKU' }), 'MAN-L-WAL');
    await user.clear(variant.getByRole('textbox', { name: 'Stock' }));
    await fill(user, variant.getByRole('textbox', { name: 'Stock' }), '6');
    await fill(
      user,
      variant.getByRole('textbox', { name: /^Pictures/ }),
      '/images/products/wooden-sofa-walnut.svg',
    );
    // With variants, the product's stock is theirs added up, shown and not typed.
    expect(section('Price and stock').getByRole('textbox', { name: /^Stock/ })).toHaveValue('6');
    expect(section('Price and stock').getByRole('textbox', { name: /^Stock/ })).toHaveAttribute('readonly');
    await user.click(section('Visibility').getByRole('checkbox', { name: 'Featured' }));
    await user.click(screen.getByRole('button', { name: 'Create Product' }));

    await findToast('Product created successfully!');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/admin\/products$/), {
      timeout: 10_000,
    });
    const {
      products: [found],
    } = await products().search('rosewood temple', 8);
    expect(found).toMatchObject({
      name: 'Rosewood Temple Mandir',
      slug: 'rosewood-temple-mandir',
      price: 18999,
      originalPrice: 24999,
      stock: 6,
      image: '/images/products/sofa-teal.svg',
      images: ['/images/products/sofa-teal.svg', 'https://cdn.example.com/mandir-side.webp'],
      category: 'mandir',
      categories: ['mandir'],
      categoryNames: ['Mandir'],
      material: 'Rosewood',
      dimensions: '60 x 40 x 90 cm',
      warranty: '2 years',
      countryOfOrigin: 'India',
      manufacturerName: 'Jodhpur Works',
      manufacturerAddress: '4 Mill Road\nJodhpur 342001',
      netQuantity: '1 N',
      features: ['Hand carved'],
      tags: ['pooja'],
      isActive: true,
      isFeatured: true,
      isNewArrival: false,
      variants: [
        {
          id: 'man-l-wal',
          size: 'Large',
          color: 'Walnut',
          colorHex: '#5C4033',
          priceModifier: 2000,
          sku: 'MAN-L-WAL',
          stock: 6,
          images: ['/images/products/wooden-sofa-walnut.svg'],
        },
      ],
    });
    expect((await app.ports.catalogueSummary.get()).countsBySlug['mandir']).toBe(before + 1);
  });

  it('edits a stored product from its filled-in form', async () => {
    const user = userEvent.setup({ delay: null });
    const stored = await storeProduct(app, {
      name: 'Jali Sideboard',
      price: 32000,
      categories: ['tables'],
      category: 'tables',
    });
    await openProductForm(app, `/admin/products/edit/${stored.id}`, 'Edit Product');
    const price = section('Price and stock').getByRole('textbox', { name: /^Price/ });
    expect(price).toHaveValue('32000');
    expect(section('Basics').getByRole('textbox', { name: /^Name/ })).toHaveValue('Jali Sideboard');
    expect(section('Categories').getByRole('checkbox', { name: 'Tables' })).toBeChecked();
    await user.clear(price);
    await fill(user, price, '29999');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Product updated successfully!');
    expect((await products().getById(stored.id))?.price).toBe(29999);
  });

  it('sets assembly at a charge a piece, refuses a charge that is not whole rupees, and ends it', async () => {
    const user = userEvent.setup({ delay: null });
    const stored = await storeProduct(app, {
      name: 'Ajmer Wardrobe',
      categories: ['tables'],
      category: 'tables',
    });
    await openProductForm(app, `/admin/products/edit/${stored.id}`, 'Edit Product');
    const assembly = section('Assembly');
    expect(assembly.getByRole('combobox', { name: 'Assembly' })).toHaveValue('none');
    await user.selectOptions(assembly.getByRole('combobox', { name: 'Assembly' }), 'charged');
    const charge = assembly.getByRole('textbox', { name: /^Assembly charge per piece/ });
    await fill(user, charge, '99.5');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Please correct the highlighted fields.');
    expect(charge).toHaveAccessibleDescription(
      'Please enter the assembly charge in whole rupees, from ₹1 to ₹50,000.',
    );
    await fill(user, charge, '1,499');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Product updated successfully!');
    expect((await products().getById(stored.id))?.assemblyCharge).toBe(1499);

    await openProductForm(app, `/admin/products/edit/${stored.id}`, 'Edit Product');
    await user.selectOptions(section('Assembly').getByRole('combobox', { name: 'Assembly' }), 'none');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Product updated successfully!');
    expect((await products().getById(stored.id))?.assemblyCharge).toBeUndefined();
  });

  it('asks for each declaration in words, and for an MRP no lower than the price', async () => {
    const user = userEvent.setup({ delay: null });
    await openProductForm(app, '/admin/products/add', 'Add Product');
    const price = section('Price and stock');
    await fill(user, price.getByRole('textbox', { name: /^Price/ }), '12999');
    await fill(user, price.getByRole('textbox', { name: /^MRP/ }), '9999');
    const declarations = section('Declarations');
    await fill(user, declarations.getByRole('textbox', { name: /^Net quantity/ }), 'one');
    await user.click(screen.getByRole('button', { name: 'Create Product' }));
    await findToast('Please correct the highlighted fields.');
    expect(
      price.getByText('The MRP must be at least the price: nothing may be sold above its MRP.'),
    ).toBeInTheDocument();
    const country = declarations.getByRole('textbox', { name: /^Country of origin/ });
    expect(country).toHaveAttribute('aria-invalid', 'true');
    expect(country).toHaveAccessibleDescription('Please enter the country of origin, e.g. India.');
    expect(
      declarations.getByText(
        'Please enter the name of the manufacturer, or of the importer for an imported product.',
      ),
    ).toBeInTheDocument();
    expect(
      declarations.getByText('Please enter the address of the manufacturer or importer.'),
    ).toBeInTheDocument();
    expect(
      declarations.getByText('Please state the net quantity as a number of units, e.g. 1 N or 1 set of 3.'),
    ).toBeInTheDocument();
    await fill(user, country, 'India');
    expect(declarations.queryByText('Please enter the country of origin, e.g. India.')).toBeNull();
  });

  it('asks an older product for the declarations it lacks before saving it', async () => {
    const user = userEvent.setup({ delay: null });
    const stored = await storeProduct(app, {
      name: 'Old Almirah',
      categories: ['wardrobes'],
      category: 'wardrobes',
      countryOfOrigin: '',
      manufacturerName: '',
      manufacturerAddress: '',
      netQuantity: '',
    });
    await openProductForm(app, `/admin/products/edit/${stored.id}`, 'Edit Product');
    const declarations = section('Declarations');
    const country = declarations.getByRole('textbox', { name: /^Country of origin/ });
    expect(country).toHaveValue('');
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    expect(
      await declarations.findByText('Please enter the country of origin, e.g. India.'),
    ).toBeInTheDocument();
    await fill(user, country, 'India');
    await fill(user, declarations.getByRole('textbox', { name: /^Net quantity/ }), '1 N');
    await fill(
      user,
      declarations.getByRole('textbox', { name: /^Manufacturer or importer/ }),
      'Almirah Works',
    );
    await fill(
      user,
      declarations.getByRole('textbox', { name: /^Address of the manufacturer/ }),
      '9 Bazaar Road, Meerut',
    );
    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Product updated successfully!');
    expect(await products().getById(stored.id)).toMatchObject({
      countryOfOrigin: 'India',
      manufacturerName: 'Almirah Works',
      manufacturerAddress: '9 Bazaar Road, Meerut',
      netQuantity: '1 N',
    });
  });

  it('says when the product to edit does not exist', async () => {
    await openAdmin(app, '/admin/products/edit/noSuchProduct00000', 'Edit Product');
    expect(await screen.findByText('This product no longer exists.')).toBeInTheDocument();
  });
});
