import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ORDERS } from '../../../src/adapters/memory/placeOrderInMemory';
import type { Order } from '../../../src/domain/orders/Order';
import { erasureDueAt } from '../../../src/domain/accounts/OrderErasure';
import type { Product } from '../../../src/domain/catalogue/Product';
import { reviewId, type Review } from '../../../src/domain/afterSales/Review';
import { shortOrderId } from '../../../src/domain/orders/ShortOrderId';
import { notify } from '../../../src/ui/shared/components/toaster';
import { pastOrder } from '../../support/pastOrder';
import { dialogNamed, findToast, makeAdminApp, openAdmin, openProductForm } from '../admin/adminTestKit';
import { goOffline, OFFLINE } from './offlineKit';
import { freshAppEachTest, type TestApp } from '../helpers/testApp';

vi.setConfig({ testTimeout: 30_000 });

let app: TestApp;

/** The first products of the admin table's first page, in its order. */
const firstProducts = async (count: number): Promise<Product[]> =>
  (await app.ports.products.adminList({ pageSize: count })).items;

describe('an admin write while offline says so, keeps what was chosen or typed, and writes nothing', () => {
  freshAppEachTest(async () => {
    app = await makeAdminApp();
  });

  it('a bulk change of the products: the price dialog stays open with what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    const products = app.ports.products;
    const [a] = await firstProducts(1);
    if (!a) throw new Error('the demo data has products');
    const writeMany = vi.spyOn(products, 'writeMany');
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${a.name}` }));
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    await user.click(await toolbar.findByRole('button', { name: 'Change price…' }));
    const dialog = await dialogNamed('Change prices');
    await user.type(dialog.getByRole('textbox', { name: 'Change in per cent' }), '10');
    await goOffline(app);
    await user.click(dialog.getByRole('button', { name: 'Change 1 price' }));
    await findToast(OFFLINE);
    expect(dialog.getByRole('textbox', { name: 'Change in per cent' })).toHaveValue('10');
    expect(screen.getByRole('dialog', { name: 'Change prices' })).toBeInTheDocument();
    expect(writeMany).not.toHaveBeenCalled();
    expect((await products.getById(a.id))?.price).toBe(a.price);
  });

  it('the Undo of a bulk change: the change stays, and so does its Undo', async () => {
    const user = userEvent.setup({ delay: null });
    const products = app.ports.products;
    const [a] = (await firstProducts(20)).filter((product) => !product.isNewArrival);
    if (!a) throw new Error('the demo catalogue has products that are not new arrivals');
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(await screen.findByRole('checkbox', { name: `Select ${a.name}` }));
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(await toolbar.findByText('1 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Mark new arrival' }));
    await findToast('1 product marked as new arrivals.');
    const undo = await screen.findByRole('button', { name: 'Undo' });
    const writeMany = vi.spyOn(products, 'writeMany');
    await goOffline(app);
    await user.click(undo);
    await findToast(OFFLINE);
    expect(screen.getByText('Last change: 1 product marked as new arrivals.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Undo' })).toBeEnabled();
    expect(writeMany).not.toHaveBeenCalled();
    expect((await products.getById(a.id))?.isNewArrival).toBe(true);
  });

  it('the CSV import: the preview stays, ready to confirm again', async () => {
    const user = userEvent.setup({ delay: null });
    const products = app.ports.products;
    await openAdmin(app, '/admin/products', 'Products');
    await user.click(screen.getByRole('button', { name: 'Import CSV' }));
    const dialog = await dialogNamed('Import products from CSV');
    const header =
      'Slug,Name,Description,Price,Stock,Categories,Images,Active,' +
      'Country of origin,Manufacturer or importer,Manufacturer or importer address,Net quantity';
    const row =
      'offline-chair,Offline Chair,"Sheesham, hand polished",4500,4,chairs,/images/products/chair-walnut.svg,yes,' +
      'India,Jodhpur Teak Works,"4 Mill Road, Jodhpur 342001",1 N';
    await user.upload(
      dialog.getByLabelText('CSV file'),
      new File([[header, row].join('\n')], 'offline.csv', { type: 'text/csv' }),
    );
    const confirm = await dialog.findByRole('button', { name: 'Import 1 product' });
    const writeMany = vi.spyOn(products, 'writeMany');
    await goOffline(app);
    await user.click(confirm);
    await findToast(OFFLINE);
    expect(dialog.getByRole('button', { name: 'Import 1 product' })).toBeEnabled();
    expect(dialog.getByLabelText('What the import would do')).toBeInTheDocument();
    expect(writeMany).not.toHaveBeenCalled();
    expect(await products.getBySlug('offline-chair')).toBeNull();
  });

  it("a photo upload in the product form: the form's photos stay as they were", async () => {
    const user = userEvent.setup({ delay: null });
    const [product] = await firstProducts(1);
    if (!product) throw new Error('the demo data has products');
    const resize = vi.spyOn(app.ports.photoResizer, 'resize');
    const upload = vi
      .spyOn(app.ports.photos, 'upload')
      .mockResolvedValue('/demo-photos/products/offline.webp');
    await openProductForm(app, `/admin/products/edit/${product.id}`, 'Edit Product');
    const images = within(screen.getByRole('region', { name: 'Images' }));
    await goOffline(app);
    await user.upload(
      screen.getByTestId('products-photo-files'),
      new File([new Uint8Array(10)], 'front.png', { type: 'image/png' }),
    );
    expect(await images.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(images.getByRole('button', { name: 'Upload photos' })).toBeEnabled();
    expect(resize).not.toHaveBeenCalled();
    expect(upload).not.toHaveBeenCalled();
    expect(images.queryByText('1 photo uploaded.')).toBeNull();
  });

  it('review decisions: an approval, and a bulk rejection whose dialog keeps the reason', async () => {
    const user = userEvent.setup({ delay: null });
    const db = app.db;
    for (const review of db.scan<Review>('reviews')) db.delete('reviews', review.id);
    const seeded = (await firstProducts(2)).map((product, index): Review => {
      const firstName = ['Priya', 'Arjun'][index] ?? 'Meera';
      const userId = `offline-reviewer${index}`;
      const review: Review = {
        id: reviewId(product.id, userId),
        productId: product.id,
        userId,
        orderId: `order${index}`,
        firstName,
        rating: 4,
        title: `${firstName}'s verdict`,
        text: `${firstName} writes: solid sheesham, finished well.`,
        status: 'pending',
        createdAt: `2026-03-0${index + 1}T10:00:00.000Z`,
        updatedAt: `2026-03-0${index + 1}T10:00:00.000Z`,
        helpful: 0,
      };
      db.set('reviews', review.id, { ...review });
      return review;
    });
    const [priya, arjun] = seeded as [Review, Review];
    const [first, second] = (await firstProducts(2)) as [Product, Product];
    const reviews = app.ports.reviews;
    const moderate = vi.spyOn(reviews, 'moderate');
    await openAdmin(app, '/admin/reviews', 'Reviews');
    const approve = await screen.findByRole('button', { name: `Approve Priya's review of ${first.name}` });
    await goOffline(app);
    await user.click(approve);
    await findToast(OFFLINE);
    expect(screen.getByText("Priya's verdict")).toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: `Select Priya's review of ${first.name}` }));
    await user.click(
      await screen.findByRole('checkbox', { name: `Select Arjun's review of ${second.name}` }),
    );
    const toolbar = within(await screen.findByRole('toolbar', { name: 'Bulk actions' }));
    expect(await toolbar.findByText('2 selected')).toBeInTheDocument();
    await user.click(toolbar.getByRole('button', { name: 'Reject selected' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Reject 2 reviews?' }));
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the author/ }), 'Names a rival shop.');
    await user.click(dialog.getByRole('button', { name: 'Reject reviews' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Reason for the author/ })).toHaveValue(
      'Names a rival shop.',
    );
    expect(moderate).not.toHaveBeenCalled();
    for (const review of [priya, arjun])
      expect((await reviews.own(review.productId, review.userId))?.status).toBe('pending');
  });

  it('complaints: an acknowledgement, a reply and a resolution', async () => {
    const user = userEvent.setup({ delay: null });
    const complaints = app.ports.complaints;
    const acknowledge = vi.spyOn(complaints, 'acknowledge');
    const addStaffReply = vi.spyOn(complaints, 'addStaffReply');
    const resolve = vi.spyOn(complaints, 'resolve');
    await openAdmin(app, '/admin/complaints', 'Complaints');
    await screen.findByRole('list', { name: 'Complaints' });
    const complaintNamed = (ticket: string) =>
      within(
        screen
          .getByRole('heading', { level: 2, name: new RegExp(`^${ticket}`) })
          .closest('li') as HTMLElement,
      );
    await goOffline(app);
    await user.click(screen.getByRole('button', { name: 'Acknowledge GR-00002' }));
    await findToast(OFFLINE);
    expect(complaintNamed('GR-00002').getByText('Open')).toBeInTheDocument();

    const reply = within(
      complaintNamed('GR-00001').getByRole('form', { name: 'Reply to the customer on GR-00001' }),
    );
    await user.type(reply.getByRole('textbox'), 'The courier comes on Thursday.');
    await user.click(reply.getByRole('button', { name: 'Send reply' }));
    expect(await reply.findByRole('alert')).toHaveTextContent(OFFLINE);
    expect(reply.getByRole('textbox')).toHaveValue('The courier comes on Thursday.');

    await user.click(complaintNamed('GR-00001').getByRole('button', { name: 'Resolve GR-00001' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Resolve GR-00001?' }));
    await user.type(dialog.getByRole('textbox', { name: /^What was done/ }), 'Delivered on Friday.');
    await user.click(dialog.getByRole('button', { name: 'Resolve complaint' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^What was done/ })).toHaveValue('Delivered on Friday.');

    expect(acknowledge).not.toHaveBeenCalled();
    expect(addStaffReply).not.toHaveBeenCalled();
    expect(resolve).not.toHaveBeenCalled();
  });

  it('return decisions: an approval, and a rejection whose dialog keeps the reason', async () => {
    const user = userEvent.setup({ delay: null });
    const ticket = `R-${shortOrderId('demoOrderDelivered01')}-1`;
    const returns = app.ports.returns;
    const move = vi.spyOn(returns, 'move');
    await openAdmin(app, '/admin/returns', 'Returns');
    const approve = await screen.findByRole('button', { name: `Approve ${ticket}` });
    await goOffline(app);
    await user.click(approve);
    await findToast(OFFLINE);
    expect(screen.getByRole('button', { name: `Approve ${ticket}` })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: `Reject ${ticket}` }));
    const dialog = within(await screen.findByRole('alertdialog', { name: `Reject ${ticket}?` }));
    await user.type(dialog.getByRole('textbox', { name: /^Reason for the customer/ }), 'Wear from use.');
    await user.click(dialog.getByRole('button', { name: 'Reject return' }));
    expect(await dialog.findByText(OFFLINE)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Reason for the customer/ })).toHaveValue('Wear from use.');
    expect(move).not.toHaveBeenCalled();
    const [request] = (await returns.adminList({ pageSize: 20 })).items;
    expect(request?.status).toBe('requested');
  });

  it('the erasure of expired customer details', async () => {
    const user = userEvent.setup({ delay: null });
    const createdAt = '2015-02-01T10:00:00.000Z';
    const kept: Order = {
      ...pastOrder('old-one', 'gone-shopper', createdAt),
      erasureRequestedAt: '2026-01-05T10:00:00.000Z',
      erasureDueAt: erasureDueAt(createdAt),
    };
    const db = app.db;
    db.set(ORDERS, kept.id, { ...kept });
    const eraseDue = vi.spyOn(app.ports.orderErasure, 'eraseDue');
    await openAdmin(app, '/admin/customers', 'Customers');
    const button = await screen.findByRole('button', { name: 'Erase expired customer details (1)' });
    await goOffline(app);
    await user.click(button);
    await user.click(await screen.findByRole('button', { name: 'Erase details' }));
    await findToast(OFFLINE);
    // A second try while still offline says so again.
    const warned = vi.spyOn(notify, 'error');
    await user.click(screen.getByRole('button', { name: 'Erase expired customer details (1)' }));
    await user.click(await screen.findByRole('button', { name: 'Erase details' }));
    await waitFor(() => expect(warned).toHaveBeenCalledWith(OFFLINE));
    expect(eraseDue).not.toHaveBeenCalled();
    expect(db.peek<Order>(ORDERS, 'old-one')?.customerEmail).toBe('gone-shopper@example.com');
    expect(screen.getByRole('button', { name: 'Erase expired customer details (1)' })).toBeEnabled();
  });
});
