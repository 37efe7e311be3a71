import { Blob as NodeBlob } from 'node:buffer';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IndexedDbPhotoStorage } from '../../../src/adapters/browser/IndexedDbPhotoStorage';
import { PhotoError } from '../../../src/domain/photos/PhotoError';
import { MAX_SOURCE_PHOTO_BYTES } from '../../../src/domain/photos/PhotoFile';
import type { PhotoResizer } from '../../../src/ports/PhotoResizer';
import { storeProduct } from '../account/checkoutHelpers';
import { makeTestApp, type TestApp } from '../helpers/testApp';
import { ADMIN, dialogNamed, findToast, openAdmin, openProductForm } from './adminTestKit';

/**
 * The admin's photo uploads in the product and banner forms, on the real app: jsdom has no canvas, so a stand-in
 * resizer replaces the browser's (it records what it was given); the photos go to the demo's IndexedDB store
 * (fake-indexeddb), whose /demo-photos/… addresses the forms then hold.
 */
let app: TestApp;
let resized: string[];
let resize: (file: Blob) => Promise<void>;

const fakeResizer: PhotoResizer = {
  async resize(file) {
    await resize(file);
    resized.push((file as File).name);
    // Node's Blob: jsdom's has no arrayBuffer(), which browsers' and the adapter's have.
    return {
      full: new NodeBlob([new Uint8Array([1, 2, 3])], { type: 'image/webp' }) as Blob,
      card: new NodeBlob([new Uint8Array([4])], { type: 'image/webp' }) as Blob,
      type: 'image/webp',
    };
  },
};

const makePhotoApp = async (): Promise<TestApp> => {
  const made = await makeTestApp(undefined, {
    photoResizer: fakeResizer,
    photos: new IndexedDbPhotoStorage({ indexedDB: new IDBFactory(), whenServed: async () => undefined }),
  });
  await act(async () => {
    const result = await made.stores.session.signIn(ADMIN.email, ADMIN.password);
    expect(result.ok).toBe(true);
  });
  return made;
};

beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  resized = [];
  resize = async () => undefined;
  app = await makePhotoApp();
});
afterEach(() => vi.restoreAllMocks());

const png = (name: string, size = 10): File => new File([new Uint8Array(size)], name, { type: 'image/png' });
const section = (name: string) => within(screen.getByRole('region', { name }));
const DEMO_PHOTO = /^\/demo-photos\/products\/[a-f0-9]{32}\.webp$/;

describe('photo uploads', { timeout: 60_000 }, () => {
  it('uploads photos into the product form, previews their card versions, reorders, removes and saves', async () => {
    const user = userEvent.setup({ delay: null });
    const product = await storeProduct(app, {
      name: 'Jali Sideboard',
      image: '',
      images: ['/images/products/sofa-teal.svg'],
    });
    await openProductForm(app, `/admin/products/edit/${product.id}`, 'Edit Product');
    const images = section('Images');
    expect(images.getByRole('button', { name: 'Upload photos' })).toBeEnabled();
    // Shown on phones and tablets only (a coarse pointer): jsdom is neither.
    expect(images.getByText('Take a photo').closest('button')).not.toBeVisible();
    const input = screen.getByTestId('products-photo-files');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');
    expect(screen.getByTestId('products-photo-camera')).toHaveAttribute('capture', 'environment');

    await user.upload(input, [png('front.png'), png('side.png')]);
    expect(await images.findByText('2 photos uploaded.')).toBeInTheDocument();
    expect(resized).toEqual(['front.png', 'side.png']);
    const front = images.getByRole('textbox', { name: 'Image 2 URL' });
    const side = images.getByRole('textbox', { name: 'Image 3 URL' });
    expect((front as HTMLInputElement).value).toMatch(DEMO_PHOTO);
    expect((side as HTMLInputElement).value).toMatch(DEMO_PHOTO);
    const frontUrl = (front as HTMLInputElement).value;
    const sideUrl = (side as HTMLInputElement).value;
    expect(images.getByRole('img', { name: 'Image 2 preview' })).toHaveAttribute(
      'src',
      frontUrl.replace('.webp', '.card.webp'),
    );

    // The side view becomes the main image: up twice with the buttons; then the arrow key on a handle.
    await user.click(images.getByRole('button', { name: 'Move the image 3 up' }));
    await user.click(images.getByRole('button', { name: 'Move the image 2 up' }));
    expect(images.getByRole('textbox', { name: 'Main image URL' })).toHaveValue(sideUrl);
    images.getByRole('button', { name: /^Drag to reorder the image 3/ }).focus();
    await user.keyboard('{ArrowUp}');
    expect(images.getByRole('textbox', { name: 'Image 2 URL' })).toHaveValue(frontUrl);
    // The focus goes with the picture, so the keys move the same picture again.
    expect(images.getByRole('button', { name: /^Drag to reorder the image 2/ })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(images.getByRole('textbox', { name: 'Image 3 URL' })).toHaveValue(frontUrl);
    expect(images.getByRole('button', { name: /^Drag to reorder the image 3/ })).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(images.getByRole('textbox', { name: 'Image 2 URL' })).toHaveValue(frontUrl);
    // An arrow that can go no further hands the focus to the other one.
    images.getByRole('button', { name: 'Move the image 2 up' }).focus();
    await user.keyboard('{Enter}');
    expect(images.getByRole('button', { name: 'Move the main image down' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(images.getByRole('textbox', { name: 'Image 2 URL' })).toHaveValue(frontUrl);
    await user.click(images.getByRole('button', { name: 'Remove image 3' }));
    expect(images.getAllByTestId('product-image-row')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Update Product' }));
    await findToast('Product updated successfully!');
    const saved = await app.ports.products.getById(product.id);
    expect(saved).toMatchObject({ image: sideUrl, images: [sideUrl, frontUrl] });
  });

  it('refuses what is not a picture or too large, in words, adds the rest and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null, applyAccept: false });
    await openProductForm(app, '/admin/products/add', 'Add Product');
    const name = section('Basics').getByRole('textbox', { name: /^Name/ });
    await user.type(name, 'Teak Bench');
    const huge = new File([new Uint8Array(1)], 'huge.jpg', { type: 'image/jpeg' });
    Object.defineProperty(huge, 'size', { value: MAX_SOURCE_PHOTO_BYTES + 1 });
    const pdf = new File(['%PDF'], 'invoice.pdf', { type: 'application/pdf' });
    await user.upload(screen.getByTestId('products-photo-files'), [pdf, huge, png('bench.png')]);
    const images = section('Images');
    const alert = await images.findByRole('alert');
    expect(alert).toHaveTextContent('"invoice.pdf" is not a picture.');
    expect(alert).toHaveTextContent('"huge.jpg" is larger than 25 MB.');
    await waitFor(() => expect(resized).toEqual(['bench.png']));
    await waitFor(() =>
      expect((images.getByRole('textbox', { name: 'Main image URL' }) as HTMLInputElement).value).toMatch(
        DEMO_PHOTO,
      ),
    );
    expect((images.getByRole('textbox', { name: 'Main image URL' }) as HTMLInputElement).value).toMatch(
      DEMO_PHOTO,
    );
    expect(name).toHaveValue('Teak Bench');
  });

  it('says why an upload failed and keeps the form as typed', async () => {
    const user = userEvent.setup({ delay: null });
    resize = async () => {
      throw new PhotoError('PHOTO.UNREADABLE', 'decode failed');
    };
    await openProductForm(app, '/admin/products/add', 'Add Product');
    const images = section('Images');
    await user.type(images.getByRole('textbox', { name: 'Main image URL' }), 'https://cdn.example.com/a.jpg');
    await user.upload(screen.getByTestId('products-photo-files'), png('broken.png'));
    expect(await images.findByRole('alert')).toHaveTextContent(
      '"broken.png" could not be read as a picture.',
    );
    expect(images.getByRole('textbox', { name: 'Main image URL' })).toHaveValue(
      'https://cdn.example.com/a.jpg',
    );
    expect(images.getAllByTestId('product-image-row')).toHaveLength(1);
  });

  it('shows "Uploading…" while a photo is on its way and takes no more than 10 pictures', async () => {
    const user = userEvent.setup({ delay: null });
    let release: () => void = () => undefined;
    resize = () => new Promise((resolve) => (release = resolve));
    await openProductForm(app, '/admin/products/add', 'Add Product');
    const images = section('Images');
    await user.upload(screen.getByTestId('products-photo-files'), png('one.png'));
    expect(await images.findByText('Uploading a photo…')).toBeInTheDocument();
    expect(images.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
    release();
    expect(await images.findByText('Photo uploaded.')).toBeInTheDocument();
    resize = async () => undefined;
    const eleven = Array.from({ length: 11 }, (_, index) => png(`p${index}.png`));
    await user.upload(screen.getByTestId('products-photo-files'), eleven);
    expect(await images.findByRole('alert')).toHaveTextContent('A product has at most 10 pictures');
    await waitFor(() => expect(images.getAllByTestId('product-image-row')).toHaveLength(10));
    expect(images.getByRole('button', { name: 'Upload photos' })).toBeDisabled();
  });

  it('uploads the banner image: the form holds its address and previews it; the banner saves', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/banners', 'Banners');
    await screen.findAllByTestId('banner-row');
    await user.click(screen.getByRole('button', { name: 'Add New Banner' }));
    const form = await dialogNamed('Add New Banner');
    const input = screen.getByTestId('banners-photo-files');
    expect(input).not.toHaveAttribute('multiple');
    await user.type(form.getByLabelText(/^Title/), 'Monsoon sale');
    await user.upload(input, png('banner.png'));
    await waitFor(() =>
      expect((form.getByLabelText(/Image URL/) as HTMLInputElement).value).toMatch(
        /^\/demo-photos\/banners\/[a-f0-9]{32}\.webp$/,
      ),
    );
    const url = (form.getByLabelText(/Image URL/) as HTMLInputElement).value;
    expect(form.getByRole('img', { name: 'Banner image preview' })).toHaveAttribute('src', url);
    expect(form.getByLabelText(/^Title/)).toHaveValue('Monsoon sale');
    await user.click(form.getByRole('button', { name: 'Create Banner' }));
    await findToast('Banner created successfully!');
    const stored = (await app.ports.banners.listAll()).find((b) => b.title === 'Monsoon sale');
    expect(stored?.image).toBe(url);
  });

  it("uploads the banner's phone picture into its own field, leaving the image as it was", async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/banners', 'Banners');
    await screen.findAllByTestId('banner-row');
    await user.click(screen.getByRole('button', { name: 'Add New Banner' }));
    const form = await dialogNamed('Add New Banner');
    await user.upload(screen.getByTestId('banners-phone-picture-photo-files'), png('phone.png'));
    const phone = () => form.getByLabelText('Phone picture (optional)') as HTMLInputElement;
    await waitFor(() => expect(phone().value).toMatch(/^\/demo-photos\/banners\/[a-f0-9]{32}\.webp$/));
    expect(form.getByLabelText(/Image URL/)).toHaveValue('');
    expect(form.getByRole('img', { name: 'Phone picture preview' })).toHaveAttribute('src', phone().value);
  });
});
