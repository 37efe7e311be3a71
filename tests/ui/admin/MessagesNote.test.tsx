import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MessageStatus } from '../../../src/domain/messages/MessageStatus';
import type { MessageStatusRepository } from '../../../src/ports/MessageStatusRepository';
import type { TestApp } from '../helpers/testApp';
import { ADMIN, makeAdminApp, openAdmin, signedInAs } from './adminTestKit';

beforeEach(() => vi.spyOn(console, 'info').mockImplementation(() => undefined));
afterEach(() => vi.restoreAllMocks());

const minutesAgo = (minutes: number): string => new Date(Date.now() - minutes * 60_000).toISOString();

/** The admin app of a Firebase shop whose server module says `status` (or fails to answer, once, with `failFirst`). */
const shopWith = async (status: MessageStatus, failFirst = false): Promise<TestApp> => {
  let calls = 0;
  const messageStatus: MessageStatusRepository = {
    get: async () => {
      calls += 1;
      if (failFirst && calls === 1) throw new Error('unavailable');
      return status;
    },
  };
  return signedInAs(ADMIN.email, ADMIN.password, { messageStatus });
};

const noteSays = async (text: RegExp) => expect(await screen.findByText(text)).toBeInTheDocument();

describe('the word on messages in the admin settings', { timeout: 30_000 }, () => {
  it('says the demo sends its messages, and links its inbox', async () => {
    await openAdmin(await makeAdminApp(), '/admin/settings', 'Settings');
    await noteSays(/Messages are on: shoppers hear of each step of their orders/);
    expect(screen.getByRole('link', { name: 'demo inbox' })).toHaveAttribute('href', '/demo-inbox');
  });

  it('says messages are off on a shop whose server module never ran', async () => {
    await openAdmin(
      await shopWith({ sender: 'server-module', checkedAt: null, failures: [] }),
      '/admin/settings',
      'Settings',
    );
    await noteSays(
      /Messages are off: no e-mail reaches shoppers or you until the shop's server module is deployed\./,
    );
  });

  it('says they are on while the server module runs its rounds, and late when it stopped', async () => {
    const recent = minutesAgo(4);
    const on = await shopWith({ sender: 'server-module', checkedAt: recent, failures: [] });
    const view = await openAdmin(on, '/admin/settings', 'Settings');
    await noteSays(/Messages are on: .* The server module last checked for messages to retry at/);
    view.unmount();

    await openAdmin(
      await shopWith({ sender: 'server-module', checkedAt: minutesAgo(120), failures: [] }),
      '/admin/settings',
      'Settings',
    );
    await noteSays(/Messages may be late: the server module last checked .* every 10 minutes/);
  });

  it('lists the messages given up on, each with why and a link to what it was about', async () => {
    const failures = [
      {
        id: 'order-o1-placed-shopper',
        to: 'asha@example.com',
        subject: 'Order #AB12CD placed',
        link: '/orders/o1',
        attempts: 8,
        failure: '451 4.3.2 Try again later',
        at: minutesAgo(30),
      },
    ];
    await openAdmin(
      await shopWith({ sender: 'server-module', checkedAt: minutesAgo(2), failures }),
      '/admin/settings',
      'Settings',
    );
    const table = within(await screen.findByRole('table', { name: 'Messages not sent' }));
    expect(table.getByText('asha@example.com')).toBeInTheDocument();
    expect(table.getByText('451 4.3.2 Try again later')).toBeInTheDocument();
    expect(table.getByRole('link', { name: 'Order #AB12CD placed' })).toHaveAttribute('href', '/orders/o1');
  });

  it('offers to check again when the status cannot be read', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(
      await shopWith({ sender: 'server-module', checkedAt: minutesAgo(1), failures: [] }, true),
      '/admin/settings',
      'Settings',
    );
    await noteSays(/Could not check whether messages go out/);
    await user.click(screen.getByRole('button', { name: /try again|retry/i }));
    await noteSays(/Messages are on:/);
  });
});
