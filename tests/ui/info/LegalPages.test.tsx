import { act, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DEMO_SHOP_SETTINGS } from '../../../src/adapters/memory/seed/demoSettings';
import { ORDER_RECORD_RETENTION_YEARS } from '../../../src/domain/accounts/DataRetention';
import type { ShopSettings } from '../../../src/domain/settings/ShopSettings';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

const app = freshTestAppEachTest(() =>
  Promise.all([
    import('../../../src/ui/shop/info/ContactPage'),
    import('../../../src/ui/shop/info/TermsPage'),
    import('../../../src/ui/shop/info/PrivacyPage'),
  ]),
);

const NO_LEGAL_DETAILS: Partial<ShopSettings> = {
  sellerLegalName: '',
  sellerAddress: '',
  sellerState: '',
  sellerGstin: '',
  grievanceOfficerName: '',
  grievanceOfficerDesignation: '',
  grievanceOfficerPhone: '',
  grievanceOfficerEmail: '',
};
const saveSettings = async (patch: Partial<ShopSettings>) => {
  const settings = app.ports.settings;
  await act(async () => settings.save({ ...(await settings.get()), ...patch }));
};
const main = () => within(screen.getByRole('main'));
const section = (name: string) => within(screen.getByRole('region', { name }));

describe('/contact', { timeout: 60_000 }, () => {
  it('gives customer care, the seller and the grievance officer from the settings', async () => {
    renderApp(app, '/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(main().getAllByRole('link', { name: DEMO_SHOP_SETTINGS.phone })[0]).toHaveAttribute(
      'href',
      'tel:+910000012345',
    );
    expect(main().getAllByRole('link', { name: DEMO_SHOP_SETTINGS.email })[0]).toHaveAttribute(
      'href',
      `mailto:${DEMO_SHOP_SETTINGS.email}`,
    );
    expect(main().getAllByText('Monday – Saturday: 9:00 AM – 8:00 PM').length).toBeGreaterThan(0);
    const seller = section('The seller');
    expect(seller.getByText(DEMO_SHOP_SETTINGS.sellerLegalName)).toBeInTheDocument();
    expect(seller.getByText(DEMO_SHOP_SETTINGS.sellerAddress)).toBeInTheDocument();
    expect(seller.getByText(DEMO_SHOP_SETTINGS.sellerGstin)).toBeInTheDocument();
    const officer = section('Grievance Officer');
    expect(officer.getByText(DEMO_SHOP_SETTINGS.grievanceOfficerName)).toBeInTheDocument();
    expect(officer.getByText(DEMO_SHOP_SETTINGS.grievanceOfficerDesignation)).toBeInTheDocument();
    expect(officer.getByRole('link', { name: DEMO_SHOP_SETTINGS.grievanceOfficerPhone })).toHaveAttribute(
      'href',
      'tel:+910000054321',
    );
    expect(officer.getByRole('link', { name: DEMO_SHOP_SETTINGS.grievanceOfficerEmail })).toHaveAttribute(
      'href',
      `mailto:${DEMO_SHOP_SETTINGS.grievanceOfficerEmail}`,
    );
    expect(main().getByRole('link', { name: 'Grievance Redressal' })).toHaveAttribute('href', '/grievance');
    expect(main().getByText(/or write to our grievance officer/)).toBeInTheDocument();
  });

  it('says nothing about a seller or an officer the settings do not name, and follows a change live', async () => {
    renderApp(app, '/contact');
    expect(await screen.findByRole('region', { name: 'Grievance Officer' })).toBeInTheDocument();
    await saveSettings(NO_LEGAL_DETAILS);
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Grievance Officer' })).toBeNull());
    expect(screen.queryByRole('region', { name: 'The seller' })).toBeNull();
    expect(screen.queryByText(/grievance officer/)).toBeNull();
    expect(screen.queryByText(/Legal name|GSTIN|Designation/)).toBeNull();
    expect(main().getByRole('link', { name: 'Grievance Redressal' })).toBeInTheDocument();

    await saveSettings({ sellerLegalName: 'Renamed Works (fictitious)', sellerAddress: '' });
    expect(await section('The seller').findByText('Renamed Works (fictitious)')).toBeInTheDocument();
    expect(screen.queryByText('Registered address')).toBeNull();
  });
});

describe('the footer', { timeout: 60_000 }, () => {
  it("shows the seller's legal name and address and links the legal pages; omits the seller when unnamed", async () => {
    renderApp(app, '/about');
    const footer = within(await screen.findByRole('contentinfo'));
    await waitFor(() =>
      expect(
        footer.getByText(
          `Sold by ${DEMO_SHOP_SETTINGS.sellerLegalName}, ${DEMO_SHOP_SETTINGS.sellerAddress}.`,
        ),
      ).toBeInTheDocument(),
    );
    for (const [name, href] of [
      ['Terms of Sale', '/terms'],
      ['Privacy Notice', '/privacy'],
      ['Grievance Redressal', '/grievance'],
    ]) {
      expect(footer.getByRole('link', { name })).toHaveAttribute('href', href);
    }
    await saveSettings(NO_LEGAL_DETAILS);
    await waitFor(() => expect(footer.queryByText(/^Sold by/)).toBeNull());
  });
});

describe('/terms', { timeout: 60_000 }, () => {
  it("states the settings' seller, shipping, limits, return window and payment methods, and links the policies", async () => {
    renderApp(app, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Sale' })).toBeInTheDocument();
    // The page sets its title in an effect, which may run just after its heading is on screen.
    await waitFor(() => expect(document.title).toBe('Terms of Sale — Sheesham Home'));
    const terms = main();
    expect(
      terms.getByText(
        `Sheesham Home is run by ${DEMO_SHOP_SETTINGS.sellerLegalName}, ${DEMO_SHOP_SETTINGS.sellerAddress}, GSTIN ${DEMO_SHOP_SETTINGS.sellerGstin}.`,
        { exact: false },
      ),
    ).toBeInTheDocument();
    expect(
      terms.getByText(/Shipping is free on orders of ₹10,000 or more; smaller orders pay ₹499/),
    ).toBeInTheDocument();
    expect(terms.getByText(/at most 10 units of a product and 8 different items/)).toBeInTheDocument();
    expect(
      terms.getByText(/may have 3 cash-on-delivery orders and 10 prepaid orders open \(not yet shipped\)/),
    ).toBeInTheDocument();
    expect(terms.getByText(/You may return a piece within 30 days of delivery/)).toBeInTheDocument();
    expect(terms.getByText(/Check delivery/)).toBeInTheDocument();
    expect(
      terms.getByText(new RegExp(`our UPI ID ${DEMO_SHOP_SETTINGS.upiId.replace('.', '\\.')}`)),
    ).toBeInTheDocument();
    expect(
      section('Grievance Officer').getByText(DEMO_SHOP_SETTINGS.grievanceOfficerName),
    ).toBeInTheDocument();
    for (const [name, href] of [
      ['Return Policy', '/returns'],
      ['Privacy Notice', '/privacy'],
      ['Grievance Redressal', '/grievance'],
      ['Shipping Policy', '/shipping'],
    ]) {
      expect(terms.getAllByRole('link', { name })[0]).toHaveAttribute('href', href);
    }
  });

  it('follows the settings: no UPI, no returns, a shipping change, no seller named', async () => {
    renderApp(app, '/terms');
    expect(await screen.findByRole('heading', { level: 1, name: 'Terms of Sale' })).toBeInTheDocument();
    await saveSettings({
      ...NO_LEGAL_DETAILS,
      upiId: '',
      upiPayeeName: '',
      returnWindowDays: 0,
      freeShippingThreshold: 25000,
      shippingFee: 799,
      maxOpenOrders: 5,
    });
    const terms = main();
    await waitFor(() =>
      expect(terms.getByText('We take cash on delivery only, and no card payments.')).toBeInTheDocument(),
    );
    expect(terms.queryByText(/UPI ID/)).toBeNull();
    expect(terms.queryByText(/return a piece within/)).toBeNull();
    expect(terms.getByText(/We do not take back furniture that arrived as ordered/)).toBeInTheDocument();
    expect(terms.getByText(/₹25,000 or more; smaller orders pay ₹799/)).toBeInTheDocument();
    expect(
      terms.getByText(/may have 5 cash-on-delivery orders and 10 prepaid orders open/),
    ).toBeInTheDocument();
    expect(terms.getByText(/You buy every piece on this site from Sheesham Home/)).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Grievance Officer' })).toBeNull();
    expect(terms.queryByText(/write to our grievance officer/)).toBeNull();
  });
});

describe('/privacy', { timeout: 60_000 }, () => {
  it('says what is collected and why, who receives it, how long it is kept and the rights, with the officer', async () => {
    renderApp(app, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    // The page sets its title in an effect, which may run just after its heading is on screen.
    await waitFor(() => expect(document.title).toBe('Privacy Notice — Sheesham Home'));
    const notice = main();
    expect(
      notice.getByText(
        /Digital Personal Data Protection Act, 2023 and the Digital Personal Data Protection Rules, 2025/,
      ),
    ).toBeInTheDocument();
    expect(notice.getByText(/This is the demonstration shop/)).toBeInTheDocument();
    for (const what of [
      'Your name and e-mail address',
      'Phone numbers and delivery addresses',
      'Your orders',
      'Your reviews',
      'Your complaints',
    ])
      expect(notice.getByText(what)).toBeInTheDocument();
    expect(section('Who we share it with').getByText('Google (Firebase)')).toBeInTheDocument();
    const kept = section('How long we keep it');
    expect(
      kept.getByText(
        new RegExp(
          `tax invoices: as long as your account, and at least ${ORDER_RECORD_RETENTION_YEARS} years`,
        ),
      ),
    ).toBeInTheDocument();
    expect(kept.getByText(/replaced by ‘Deleted customer’/)).toBeInTheDocument();
    const rights = section('Your rights');
    expect(rights.getByText(/‘Download my data’/)).toBeInTheDocument();
    expect(rights.getByText(/‘Delete my account’/)).toBeInTheDocument();
    expect(rights.getByText(/Data Protection Board of India/)).toBeInTheDocument();
    expect(rights.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(
      within(rights.getByRole('region', { name: 'Grievance Officer' })).getByText(
        DEMO_SHOP_SETTINGS.grievanceOfficerEmail,
      ),
    ).toBeInTheDocument();
    expect(
      notice.getByText(
        new RegExp(
          `${DEMO_SHOP_SETTINGS.sellerLegalName.replace(/[()]/g, '\\$&')}, which runs Sheesham Home`,
        ),
      ),
    ).toBeInTheDocument();
  });

  it('sends requests to customer care while no officer is named', async () => {
    renderApp(app, '/privacy');
    expect(await screen.findByRole('heading', { level: 1, name: 'Privacy Notice' })).toBeInTheDocument();
    await saveSettings(NO_LEGAL_DETAILS);
    const rights = section('Your rights');
    await waitFor(() => expect(rights.queryByRole('region', { name: 'Grievance Officer' })).toBeNull());
    expect(rights.getByText(/^Complain$/).parentElement).toHaveTextContent(
      /to customer care or on our Grievance Redressal page/,
    );
    expect(rights.queryByText(/grievance officer/)).toBeNull();
  });
});
