import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const plansField = () => screen.getByRole('textbox', { name: 'EMI plans' });

describe('online payment in the admin settings', { timeout: 30_000 }, () => {
  it('says whether the gateway takes the saved key, and what is wrong when it does not', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/settings', 'Settings');
    expect(await screen.findByTestId('gateway-key-check')).toHaveTextContent(
      /^Razorpay accepts this key id with the server’s key secret: test mode, so no real money moves\./,
    );
    const keyId = screen.getByRole('textbox', { name: 'Key id' });
    await user.clear(keyId);
    await user.type(keyId, 'rzp_live_AbCdEf12345678');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved successfully!');
    await waitFor(() =>
      expect(screen.getByTestId('gateway-key-check')).toHaveTextContent(
        /^Razorpay refused this key id with the server's key secret \(the demo gateway takes test key ids \(rzp_test_…\) only\)\. Shoppers cannot pay online until they match/,
      ),
    );
  });

  it('shows the plans a line each, refuses a wrong line keeping what was typed, and saves good ones', async () => {
    const user = userEvent.setup({ delay: null });
    await openAdmin(app, '/admin/settings', 'Settings');
    expect(plansField()).toHaveValue(
      [
        '3 months, Demo Bank credit cards (fictitious), 15%',
        '6 months, Demo Bank credit cards (fictitious), 15%, no-cost',
        '9 months, Demo Finance EMI card (fictitious), 16%',
        '12 months, Demo Bank credit cards (fictitious), 15%',
      ].join('\n'),
    );
    await user.clear(plansField());
    await user.type(
      plansField(),
      '6 months, HDFC Bank credit cards, 15%, no-cost{Enter}7 months, ICICI Bank, 14%',
    );
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Line 2: the months must be one of 3, 6, 9, 12, 18, 24.')).toBeVisible();
    expect(plansField()).toHaveValue(
      '6 months, HDFC Bank credit cards, 15%, no-cost\n7 months, ICICI Bank, 14%',
    );
    expect((await app.ports.settings.get()).emiPlans).toHaveLength(4);

    await user.type(
      plansField(),
      '{Backspace}'.repeat('7 months, ICICI Bank, 14%'.length) + '9 months, ICICI Bank, 14%',
    );
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    await findToast('Settings saved successfully!');
    expect((await app.ports.settings.get()).emiPlans).toEqual([
      { months: 6, lender: 'HDFC Bank credit cards', annualRatePercent: 15, noCost: true },
      { months: 9, lender: 'ICICI Bank', annualRatePercent: 14, noCost: false },
    ]);
    await waitFor(() => expect(app.stores.settings.settings.emiPlans).toHaveLength(2));
  });
});
