import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_COURIERS } from '../../../src/adapters/memory/seed/demoCouriers';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

describe("the couriers on the admin's Delivery page", { timeout: 20_000 }, () => {
  it('adds a courier, says what is wrong with its tracking page and keeps it, then saves the list and logs it', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/delivery', 'Delivery');
    const form = within(await screen.findByRole('form', { name: 'Couriers' }));
    expect(form.getAllByRole('textbox', { name: /Courier name/ })).toHaveLength(DEMO_COURIERS.length);
    await user.click(form.getByRole('button', { name: 'Add courier' }));
    const added = within(form.getByRole('region', { name: 'Courier 4' }));
    await user.type(added.getByRole('textbox', { name: /Courier name/ }), 'DTDC');
    await user.type(added.getByRole('textbox', { name: /Tracking page/ }), 'dtdc.example/track');
    await user.click(form.getByRole('button', { name: 'Save couriers' }));
    await findToast('Please correct the highlighted couriers.');
    const url = within(form.getByRole('region', { name: 'DTDC' })).getByRole('textbox', {
      name: /Tracking page/,
    });
    expect(url).toHaveValue('dtdc.example/track');
    expect(url).toHaveAccessibleDescription(/starts with https:\/\/.*holds \{awb\} once/);
    await user.clear(url);
    await user.type(url, 'https://dtdc.example/track?awb={{awb}');
    await user.click(form.getByRole('button', { name: 'Save couriers' }));
    await findToast('Couriers saved.');
    expect(await app.ports.couriers.get()).toEqual([
      ...DEMO_COURIERS,
      { name: 'DTDC', trackingUrl: 'https://dtdc.example/track?awb={awb}' },
    ]);
    const [entry] = (await app.ports.activity.list({ pageSize: 1 })).items;
    expect(entry?.targets[0]).toMatchObject({ label: 'Couriers', action: 'updated' });
  });
});
