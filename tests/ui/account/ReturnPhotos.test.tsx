import { Blob as NodeBlob } from 'node:buffer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { IndexedDbReturnPhotoStorage } from '../../../src/adapters/browser/IndexedDbReturnPhotoStorage';
import { demoPhotoCount } from '../../contracts/support/demoPhotoCount';
import { PhotoError } from '../../../src/domain/photos/PhotoError';
import { MAX_STORED_PHOTO_BYTES } from '../../../src/domain/photos/PhotoFile';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import type { PhotoResizer } from '../../../src/ports/PhotoResizer';
import { ADMIN, openAdmin } from '../admin/adminTestKit';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

/**
 * Photos of the damage on a return request, on the real app: jsdom has no canvas, so a stand-in resizer replaces
 * the browser's (a file named huge… comes out over the 5 MB a stored photo may have, one named broken… cannot be
 * read); the photos go to the demo's IndexedDB store (fake-indexeddb), which refuses a photo over the limit, and
 * are shown by object URLs, which jsdom lacks and the tests stand in for.
 */
let app: TestApp;
let objectUrls: Map<string, Blob>;
let indexedDB: IDBFactory;

const fakeResizer: PhotoResizer = {
  async resize(file) {
    const name = (file as File).name;
    if (name.startsWith('broken')) throw new PhotoError('PHOTO.UNREADABLE', 'Not decodable');
    const size = name.startsWith('huge') ? MAX_STORED_PHOTO_BYTES + 1 : 3;
    // Node's Blob: jsdom's has no arrayBuffer(), which browsers' and the adapter's have.
    return {
      full: new NodeBlob([new Uint8Array(size)], { type: 'image/webp' }) as Blob,
      card: new NodeBlob([new Uint8Array(1)], { type: 'image/webp' }) as Blob,
      type: 'image/webp',
    };
  },
};

freshAppEachTest(
  async () => {
    objectUrls = new Map();
    URL.createObjectURL = (blob: Blob) => {
      const url = `blob:http://localhost/${objectUrls.size + 1}`;
      objectUrls.set(url, blob);
      return url;
    };
    URL.revokeObjectURL = (url: string) => void objectUrls.delete(url);
    indexedDB = new IDBFactory();
    app = await makeTestApp(undefined, {
      photoResizer: fakeResizer,
      returnPhotos: new IndexedDbReturnPhotoStorage({ indexedDB }),
    });
  },
  () =>
    Promise.all([
      import('../../../src/ui/shop/orders/OrderDetailPage'),
      import('../../../src/ui/admin/returns/ReturnsPage'),
    ]),
);
beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

/** The demo shopper's delivered order: a bed (already asked back by the seed) and two chairs, paid in cash. */
const DELIVERED = 'demoOrderDelivered01';
const ticket = (number: number) => `R-${shortOrderId(DELIVERED)}-${number}`;
const png = (name: string): File => new File([new Uint8Array(10)], name, { type: 'image/png' });
const FIFTH_REFUSED = 'A return request takes up to 4 photos: remove one before adding another.';

const openDialog = async (user: ReturnType<typeof userEvent.setup>) => {
  await signInShopper(app);
  renderApp(app, `/orders/${DELIVERED}`);
  const returns = within(await screen.findByRole('region', { name: 'Returns' }));
  await user.click(await returns.findByRole('button', { name: 'Request a return' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Request a return' }));
  return { returns, dialog, input: dialog.getByLabelText('Photos of the damage (up to 4)') };
};

/** Everything else the request needs: the chairs, a reason and, paid in cash, where the refund goes. */
const fillRequest = async (
  user: ReturnType<typeof userEvent.setup>,
  dialog: ReturnType<typeof within>,
  { refundTo = true } = {},
) => {
  await user.click(dialog.getByRole('checkbox', { name: /Jaipur Arm Chair/ }));
  await user.selectOptions(dialog.getByRole('combobox', { name: /^Reason/ }), 'Damaged in transit');
  await user.type(dialog.getByLabelText('Comment (optional)'), 'One leg is split.');
  if (refundTo) await user.type(dialog.getByRole('textbox', { name: /^UPI ID/ }), 'priya.demo@fictitious');
};

/** How many photos the demo's store holds. */
const storedCount = (): Promise<number> => demoPhotoCount(indexedDB);

const photosOf = async (number: number) =>
  (await app.ports.returns.adminList({ pageSize: 10 })).items.find((request) => request.number === number)
    ?.photos;

describe('photos of the damage on a return request', () => {
  it('shows the photos picked, removes one, and sends the other under the shopper’s folder', async () => {
    const user = userEvent.setup({ delay: null });
    const { returns, dialog, input } = await openDialog(user);
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/*');
    expect(input).toHaveAttribute('multiple');

    await user.upload(input, [png('front.png'), png('side.png')]);
    expect(await dialog.findByRole('img', { name: 'Photo 1: front.png' })).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Photo 2: side.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    await user.click(dialog.getByRole('button', { name: 'Remove photo 1' }));
    expect(dialog.queryByRole('img', { name: 'Photo 1: front.png' })).not.toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Photo 1: side.png' })).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Remove photo 2' })).not.toBeInTheDocument();

    await fillRequest(user, dialog);
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await returns.findByText(`Return request ${ticket(2)} received. We will reply within 48 hours.`),
    ).toBeInTheDocument();
    const uid = app.stores.session.user?.uid ?? '';
    expect(uid).not.toBe('');
    const photos = await photosOf(2);
    expect(photos).toHaveLength(1);
    expect(photos?.[0]).toMatch(new RegExp(`^returns/${uid}/[a-f0-9]{32}\\.webp$`));

    // The shopper sees it on their request, opened from the store: a link to the full photo.
    const shown = await returns.findByRole('img', { name: `Photo 1 of return ${ticket(2)}` });
    const address = shown.getAttribute('src') ?? '';
    expect(address).toMatch(/^blob:/);
    expect(objectUrls.get(address)?.size).toBe(3);
    expect(returns.getByRole('link', { name: `Photo 1 of return ${ticket(2)}` })).toHaveAttribute(
      'href',
      address,
    );
  });

  it('refuses a fifth photo, saying how many a request takes, and says why a photo cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    const { dialog, input } = await openDialog(user);
    await user.upload(input, [png('a.png'), png('b.png'), png('c.png'), png('d.png'), png('e.png')]);
    expect(await dialog.findByText(FIFTH_REFUSED)).toBeInTheDocument();
    await waitFor(() => expect(dialog.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(4));
    expect(dialog.queryByRole('img', { name: 'Photo 5: e.png' })).not.toBeInTheDocument();

    await user.upload(input, [png('f.png')]);
    expect(await dialog.findByText(FIFTH_REFUSED)).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(4);

    await user.click(dialog.getByRole('button', { name: 'Remove photo 4' }));
    expect(dialog.queryByText(FIFTH_REFUSED)).not.toBeInTheDocument();
    await user.upload(input, [png('broken.png')]);
    expect(
      await dialog.findByText(
        '"broken.png" could not be read as a picture. Please try another photo, or save it as JPEG first.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getAllByRole('button', { name: /^Remove photo/ })).toHaveLength(3);
  });

  it('keeps everything typed and picked when a photo cannot be stored, and sends once it is removed', async () => {
    const user = userEvent.setup({ delay: null });
    const { returns, dialog, input } = await openDialog(user);
    await user.upload(input, [png('close-up.png'), png('huge.png')]);
    expect(await dialog.findByRole('img', { name: 'Photo 2: huge.png' })).toBeInTheDocument();
    // A form the request would be refused for stores no photo.
    await user.type(dialog.getByRole('textbox', { name: /^UPI ID/ }), 'priya.demo@fictitious');
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(await dialog.findByText('Choose at least one item to return.')).toBeInTheDocument();
    expect(await storedCount()).toBe(0);
    await fillRequest(user, dialog, { refundTo: false });
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await dialog.findByText(
        '"huge.png" is still larger than 5 MB after resizing. Please choose a smaller photo.',
      ),
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('Comment (optional)')).toHaveValue('One leg is split.');
    expect(dialog.getByRole('checkbox', { name: /Jaipur Arm Chair/ })).toBeChecked();
    expect(dialog.getByRole('img', { name: 'Photo 1: close-up.png' })).toBeInTheDocument();
    expect(dialog.getByRole('img', { name: 'Photo 2: huge.png' })).toBeInTheDocument();
    expect(await photosOf(2)).toBeUndefined();

    await user.click(dialog.getByRole('button', { name: 'Remove photo 2' }));
    await user.click(dialog.getByRole('button', { name: 'Request return' }));
    expect(
      await returns.findByText(`Return request ${ticket(2)} received. We will reply within 48 hours.`),
    ).toBeInTheDocument();
    // The close-up stored before the refusal is sent by the name it was stored under, not stored again.
    expect(await photosOf(2)).toHaveLength(1);
    expect(await storedCount()).toBe(1);
  });

  it('shows the staff the photos of a request on the Returns screen', async () => {
    const order = await app.ports.orders.get(DELIVERED);
    const userId = order?.userId ?? '';
    const name = await app.ports.returnPhotos.upload(userId, await fakeResizer.resize(png('a.png')));
    const asked = await app.ports.returns.requestReturn({
      orderId: DELIVERED,
      userId,
      quantities: { 1: 1 },
      reason: 'Damaged in transit',
      comment: '',
      refundTo: { kind: 'upi', upiId: 'priya.demo@fictitious' },
      photos: [name],
    });
    expect(asked.ok).toBe(true);
    await app.stores.session.signIn(ADMIN.email, ADMIN.password);
    await openAdmin(app, '/admin/returns', 'Returns');
    const row = within((await screen.findByText(ticket(2))).closest('tr') as HTMLElement);
    const shown = await row.findByRole('img', { name: `Photo 1 of return ${ticket(2)}` });
    expect(objectUrls.get(shown.getAttribute('src') ?? '')?.size).toBe(3);
    expect(row.getByRole('link', { name: `Photo 1 of return ${ticket(2)}` })).toHaveAttribute(
      'href',
      shown.getAttribute('src'),
    );
  });
});
