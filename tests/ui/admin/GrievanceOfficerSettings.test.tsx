import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '../../../src/adapters/memory/seed/demoSettings';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const officerGroup = () => within(screen.getByRole('group', { name: 'Grievance officer' }));
const field = (label: string) => officerGroup().getByRole('textbox', { name: label });

describe('the grievance officer in the admin settings', { timeout: 30_000 }, () => {
  it('sits in the seller section, filled from the settings', async () => {
    await openAdmin(app, '/admin/settings', 'Settings');
    const seller = within(screen.getByRole('region', { name: 'Seller details' }));
    expect(seller.getByRole('group', { name: 'Grievance officer' })).toBeInTheDocument();
    expect(field("Officer's name")).toHaveValue(DEMO_SHOP_SETTINGS.grievanceOfficerName);
    expect(field("Officer's designation")).toHaveValue(DEMO_SHOP_SETTINGS.grievanceOfficerDesignation);
    expect(field("Officer's phone")).toHaveValue(DEMO_SHOP_SETTINGS.grievanceOfficerPhone);
    expect(field("Officer's e-mail")).toHaveValue(DEMO_SHOP_SETTINGS.grievanceOfficerEmail);
  });

  it('refuses a half-named officer or a malformed e-mail with messages, keeping what was typed; saves a whole one', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/settings', 'Settings');
    await user.clear(field("Officer's phone"));
    await user.clear(field("Officer's e-mail"));
    await user.type(field("Officer's e-mail"), 'grievance@shop');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText("Please enter the grievance officer's phone number.")).toBeInTheDocument();
    expect(
      screen.getByText('Please enter a valid e-mail address, e.g. grievance@example.in.'),
    ).toBeInTheDocument();
    expect(field("Officer's e-mail")).toHaveValue('grievance@shop');
    expect((await app.ports.settings.get()).grievanceOfficerPhone).toBe(
      DEMO_SHOP_SETTINGS.grievanceOfficerPhone,
    );

    await user.type(field("Officer's phone"), '011-2345 6789');
    await user.clear(field("Officer's e-mail"));
    await user.type(field("Officer's e-mail"), ' officer@example.in ');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved successfully!');
    const saved = await app.ports.settings.get();
    expect(saved).toMatchObject({
      grievanceOfficerPhone: '011-2345 6789',
      grievanceOfficerEmail: 'officer@example.in',
    });
    await waitFor(() =>
      expect(app.stores.settings.settings.grievanceOfficerEmail).toBe('officer@example.in'),
    );
    const [entry] = (await app.ports.activity.list({ pageSize: 1 })).items;
    expect(entry?.targets[0]?.changes.map((change) => change.field)).toEqual([
      'grievanceOfficerPhone',
      'grievanceOfficerEmail',
    ]);
  });

  it('saves the shop without an officer when all four are cleared', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/settings', 'Settings');
    for (const label of ["Officer's name", "Officer's designation", "Officer's phone", "Officer's e-mail"])
      await user.clear(field(label));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved successfully!');
    expect(await app.ports.settings.get()).toMatchObject({
      grievanceOfficerName: '',
      grievanceOfficerDesignation: '',
      grievanceOfficerPhone: '',
      grievanceOfficerEmail: '',
    });
  });
});
