import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';
import { signInShopper } from './checkoutHelpers';

vi.setConfig({ testTimeout: 30_000 });

const app = freshTestAppEachTest(() => Promise.all([import('../../../src/ui/shop/account/ProfilePage')]));

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Makes the record's writes take a while, as they do over a network. */
const slowRecordWrites = (): void => {
  const users = app.ports.users;
  const updateName = users.updateName.bind(users);
  vi.spyOn(users, 'updateName').mockImplementation(async (uid, name) => {
    await pause(30);
    return updateName(uid, name);
  });
};

/** Makes the record's reads answer late with what the record said when they were asked. */
const slowRecordReads = (): void => {
  const users = app.ports.users;
  const get = users.get.bind(users);
  vi.spyOn(users, 'get').mockImplementation(async (uid) => {
    const record = await get(uid);
    await pause(60);
    return record;
  });
};

const saveNewName = async (): Promise<void> => {
  const user = userEvent.setup({ delay: null });
  const field = await screen.findByRole('textbox', { name: /^Full name/ });
  expect(field).toHaveValue('Priya Sharma');
  await user.clear(field);
  await user.type(field, 'Priya S. Iyer');
  await user.click(screen.getByRole('button', { name: 'Save name' }));
  await waitFor(() => expect(app.stores.session.loading).toBe(false));
  // Let every refresh the save set off settle before looking.
  await pause(150);
};

describe('profile name', () => {
  it('keeps the saved name in the field, and a second save keeps it in the record', async () => {
    await signInShopper(app);
    slowRecordWrites();
    const uid = app.stores.session.user?.uid ?? '';
    renderApp(app, '/profile');
    await saveNewName();

    const after = await screen.findByRole('textbox', { name: /^Full name/ });
    expect(after).toHaveValue('Priya S. Iyer');
    expect(app.stores.session.displayName).toBe('Priya S. Iyer');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();

    // Saving again (the form submitted however it may be) writes what the field shows: the new name.
    fireEvent.submit(screen.getByRole('form', { name: 'Update your name' }));
    await waitFor(() => expect(app.stores.session.loading).toBe(false));
    await pause(150);
    expect(await app.ports.users.get(uid)).toMatchObject({
      name: 'Priya S. Iyer',
      displayName: 'Priya S. Iyer',
    });
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Priya S. Iyer');
  });

  it('keeps the new name when a read of the record begun before the save answers after it', async () => {
    await signInShopper(app);
    slowRecordReads();
    renderApp(app, '/profile');
    await saveNewName();
    expect(app.stores.session.displayName).toBe('Priya S. Iyer');
    expect(screen.getByRole('textbox', { name: /^Full name/ })).toHaveValue('Priya S. Iyer');
    expect(screen.getByRole('button', { name: 'Save name' })).toBeDisabled();
  });
});
