import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/testApp';
import { dialogNamed, findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const rowOf = (name: string) =>
  screen.getAllByRole('row').find((row) => within(row).queryByRole('cell', { name }) !== null);

describe('admin → Offers', { timeout: 30_000 }, () => {
  it("lists the demo's offers with what each gave and whether it can be used now", async () => {
    await openAdmin(app, '/admin/offers', 'Offers');
    const table = within(await screen.findByRole('table', { name: 'Offers' }));
    expect(table.getAllByRole('row')).toHaveLength(4);
    const welcome = within(rowOf('WELCOME500')!);
    expect(welcome.getByText('₹500 off')).toBeVisible();
    expect(
      welcome.getByText(/On orders of ₹9,999 or more · First order only · Once an account/),
    ).toBeVisible();
    expect(welcome.getByText('Active')).toBeVisible();
    expect(within(rowOf('DIWALI25')!).getByText('Ended')).toBeVisible();
    expect(within(rowOf('Automatic')!).getByText('5% off, up to ₹2,500')).toBeVisible();
  });

  it('adds a coupon from its code, kind and value alone; says what is wrong and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/offers', 'Offers');
    await user.click(await screen.findByRole('button', { name: 'Add offer' }));
    const dialog = await dialogNamed('Add offer');
    await user.type(dialog.getByRole('textbox', { name: /Coupon code/ }), 'SO');
    await user.type(dialog.getByRole('textbox', { name: /Percent off/ }), '95');
    await user.click(dialog.getByRole('button', { name: 'Add offer' }));
    expect(dialog.getByRole('textbox', { name: /Coupon code/ })).toHaveAccessibleDescription(
      'Enter a code of 3 to 20 letters and digits.',
    );
    expect(dialog.getByRole('textbox', { name: /Percent off/ })).toHaveAccessibleDescription(
      'Enter a percentage from 1 to 90.',
    );
    expect(dialog.getByRole('textbox', { name: /Coupon code/ })).toHaveValue('SO');

    await user.type(dialog.getByRole('textbox', { name: /Coupon code/ }), 'FA10');
    await user.clear(dialog.getByRole('textbox', { name: /Percent off/ }));
    await user.type(dialog.getByRole('textbox', { name: /Percent off/ }), '10');
    await user.click(dialog.getByRole('button', { name: 'Add offer' }));
    await findToast('Offer SOFA10.');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const stored = (await app.ports.offers.listAll()).find((offer) => offer.id === 'SOFA10');
    expect(stored).toMatchObject({
      code: 'SOFA10',
      kind: 'percent',
      value: 10,
      maxDiscount: null,
      minOrderValue: 0,
      endsAt: null,
      maxRedemptions: null,
      perAccount: null,
      paymentMethods: [],
      active: true,
    });
    const [entry] = (await app.ports.activity.list({ pageSize: 1 })).items;
    expect(entry).toMatchObject({ kind: 'offer' });
    expect(entry?.targets[0]).toMatchObject({ label: 'SOFA10', action: 'created' });

    // The same code again is refused.
    await user.click(screen.getByRole('button', { name: 'Add offer' }));
    const again = await dialogNamed('Add offer');
    await user.type(again.getByRole('textbox', { name: /Coupon code/ }), 'sofa10');
    await user.type(again.getByRole('textbox', { name: /Percent off/ }), '5');
    await user.click(again.getByRole('button', { name: 'Add offer' }));
    await waitFor(() =>
      expect(again.getByRole('textbox', { name: /Coupon code/ })).toHaveAccessibleDescription(
        'Another offer already has this code. Please choose another.',
      ),
    );
  });

  it('pauses an offer at once, and resumes it', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/offers', 'Offers');
    await user.click(await screen.findByRole('button', { name: 'Pause WELCOME500' }));
    await findToast('Offer paused.');
    await waitFor(() => expect(within(rowOf('WELCOME500')!).getByText('Paused')).toBeVisible());
    expect(await app.ports.offers.byCode('welcome500')).toMatchObject({ active: false });
    await user.click(screen.getByRole('button', { name: 'Resume WELCOME500' }));
    await waitFor(() => expect(within(rowOf('WELCOME500')!).getByText('Active')).toBeVisible());
  });
});
