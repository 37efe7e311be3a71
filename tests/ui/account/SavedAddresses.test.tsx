import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import {
  VALID_ADDRESS,
  addToCart,
  agreeToTerms,
  fillAddress,
  signInShopper,
  storeProduct,
} from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(
  () =>
    Promise.all([
      import('../../../src/ui/shop/account/ProfilePage'),
      import('../../../src/ui/shop/checkout/CheckoutPage'),
    ]),
  signInShopper,
);

const uid = () => app.stores.session.user?.uid ?? '';
const storedBook = () => app.ports.addressBooks.get(uid());
const HOME = { ...VALID_ADDRESS, phone: '9876543210', line2: '', id: 'home' };

describe('saved addresses on the profile', () => {
  it('adds addresses, moves the default and deletes one, all kept in the account', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await fillAddress(user, VALID_ADDRESS, screen.getByRole('form', { name: 'New address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    const list = await screen.findByRole('list', { name: 'Saved addresses' });
    expect(await within(list).findByText('Default')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Add an address' }));
    await fillAddress(
      user,
      { ...VALID_ADDRESS, line1: '7 Park Street', city: 'Kolkata', state: 'West Bengal', pincode: '700016' },
      screen.getByRole('form', { name: 'New address' }),
    );
    await user.click(screen.getByRole('checkbox', { name: 'Make this my default address' }));
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    await waitFor(async () => expect((await storedBook()).addresses).toHaveLength(2));
    const book = await storedBook();
    expect(book.defaultAddressId).toBe(book.addresses[1]?.id);

    await user.click(screen.getByRole('button', { name: 'Delete the address 7 Park Street, Kolkata' }));
    await waitFor(async () =>
      expect((await storedBook()).addresses.map((a) => a.city)).toEqual(['Bengaluru']),
    );
    expect((await storedBook()).defaultAddressId).toBe((await storedBook()).addresses[0]?.id);
  });

  it('refuses an address with a mistake and keeps what was typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    await fillAddress(
      user,
      { ...VALID_ADDRESS, pincode: '12' },
      screen.getByRole('form', { name: 'New address' }),
    );
    await user.click(screen.getByRole('button', { name: 'Save address' }));
    expect(await screen.findByText('Please enter a valid 6-digit PIN code.')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: /^City/ })).toHaveValue(VALID_ADDRESS.city);
    expect((await storedBook()).addresses).toEqual([]);
  });

  it('starts a new address with the pincode last checked for delivery', async () => {
    const user = userEvent.setup({ delay: null });
    act(() => app.stores.cart.setPincode('342001'));
    renderApp(app, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    expect(within(form).getByRole('textbox', { name: /^PIN code/ })).toHaveValue('342001');
    expect(within(form).getByRole('combobox', { name: /^State/ })).toHaveValue('Rajasthan');
  });

  it('refuses a state the PIN code is not in, and drops the message once the state is right', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    await user.click(await screen.findByRole('button', { name: 'Add an address' }));
    const form = screen.getByRole('form', { name: 'New address' });
    await fillAddress(user, { ...VALID_ADDRESS, state: 'Kerala' }, form);
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    const message = 'This PIN code is in Karnataka, not Kerala. Please check the PIN code or the state.';
    await waitFor(() =>
      expect(within(form).getByRole('textbox', { name: /^PIN code/ })).toHaveAccessibleErrorMessage(message),
    );
    expect((await storedBook()).addresses).toEqual([]);

    await user.selectOptions(within(form).getByRole('combobox', { name: /^State/ }), 'Karnataka');
    await waitFor(() => expect(within(form).queryByText(message)).not.toBeInTheDocument());
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(async () => expect((await storedBook()).addresses).toHaveLength(1));
  });

  it('keeps a phone number and explains a wrong one', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(app, '/profile');
    const phone = await screen.findByRole('textbox', { name: /^Mobile number/ });
    await user.type(phone, '12345');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    expect(
      await screen.findByText(
        'Please enter a valid 10-digit Indian mobile number (starting with 6, 7, 8 or 9).',
      ),
    ).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '98200 12345');
    await user.click(screen.getByRole('button', { name: 'Save number' }));
    await waitFor(async () => expect((await storedBook()).phone).toBe('9820012345'));
  });
});

describe('saved addresses at checkout', () => {
  it('starts from the default address, offers the others, and shows one address at a time', async () => {
    await app.ports.addressBooks.save(uid(), {
      phone: '',
      addresses: [
        HOME,
        {
          ...HOME,
          id: 'office',
          line1: '5 Residency Road',
          city: 'Pune',
          state: 'Maharashtra',
          pincode: '411001',
        },
      ],
      defaultAddressId: 'office',
      whatsappUpdates: false,
    });
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    renderApp(app, '/checkout');
    const choice = await screen.findByRole('radiogroup', { name: 'Deliver to' });
    await waitFor(() =>
      expect(within(choice).getByRole('radio', { name: /5 Residency Road/ })).toBeChecked(),
    );
    // The chosen address, not a form filled with it beside it.
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    await user.click(within(choice).getByText('12 MG Road'));
    await waitFor(() => expect(within(choice).getByRole('radio', { name: /12 MG Road/ })).toBeChecked());
    expect(screen.queryByRole('textbox', { name: /^City/ })).toBeNull();
    await user.click(within(choice).getByText('Deliver to a new address'));
    expect(await screen.findByRole('textbox', { name: /^City/ })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue(VALID_ADDRESS.name);
  });

  it("offers 'Save this address' after the address, where the keyboard and a screen reader reach it last", async () => {
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    renderApp(app, '/checkout');
    const section = await screen.findByRole('region', { name: 'Shipping address' });
    const save = await within(section).findByRole('checkbox', { name: 'Save this address' });
    const fields = [...within(section).getAllByRole('textbox'), ...within(section).getAllByRole('combobox')];
    for (const field of fields) {
      expect(field.compareDocumentPosition(save) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    }
  });

  it("keeps a new address after the order when 'Save this address' is ticked", async () => {
    const user = userEvent.setup({ delay: null });
    addToCart(app, await storeProduct(app, { name: 'Jaipur Chair', price: 3000 }));
    renderApp(app, '/checkout');
    await screen.findByRole('heading', { name: 'Checkout', level: 1 });
    await fillAddress(user, {
      ...VALID_ADDRESS,
      line1: '9 Lake Road',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      pincode: '462001',
    });
    await user.click(screen.getByRole('checkbox', { name: 'Save this address' }));
    await agreeToTerms(user);
    await user.click(screen.getByRole('button', { name: /^Place order/ }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('?placed=1'));
    await waitFor(async () => expect((await storedBook()).addresses.map((a) => a.city)).toEqual(['Bhopal']));
  });
});
