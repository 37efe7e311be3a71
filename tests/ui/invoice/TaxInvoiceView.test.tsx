import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { TaxInvoice } from '../../../src/domain/tax/TaxInvoice';
import { TaxInvoiceView } from '../../../src/ui/shared/components/TaxInvoiceView';
import { shopSystem } from '../../../src/ui/shared/theme/system';

const ADDRESS = {
  name: 'Asha Rao',
  phone: '9876543210',
  line1: '1 MG Road',
  line2: '',
  city: 'Mumbai',
  state: 'Maharashtra',
  pincode: '400001',
};

const invoice = (
  paymentMethod: TaxInvoice['paymentMethod'],
  paidOnline: TaxInvoice['paidOnline'] = null,
): TaxInvoice => ({
  title: 'Tax Invoice',
  number: 'SH/26-27/000001',
  issuedAt: '2026-11-02T10:00:00.000Z',
  seller: {
    legalName: 'Example Works (fictitious)',
    address: '1 Example Road, Jodhpur',
    state: 'Rajasthan',
    gstin: '08ABCDE1234F1Z0',
    stateCode: '08',
  },
  recipient: { ...ADDRESS, stateCode: '27' },
  placeOfSupply: { state: 'Maharashtra', code: '27' },
  intraState: false,
  rows: [],
  totals: { taxablePaise: 0, cgstPaise: 0, sgstPaise: 0, igstPaise: 0, totalPaise: 0 },
  totalInWords: 'Rupees Zero Only',
  paymentMethod,
  paidOnline,
  noCostEmiMonths: null,
  offerNames: [],
  reverseCharge: 'No',
  cancelled: false,
  against: null,
});

const renderInvoice = (
  paymentMethod: TaxInvoice['paymentMethod'],
  paidOnline: TaxInvoice['paidOnline'] = null,
) =>
  render(
    <ChakraProvider value={shopSystem()}>
      <TaxInvoiceView invoice={invoice(paymentMethod, paidOnline)} orderId="o1" />
    </ChakraProvider>,
  );

describe('the tax invoice', () => {
  it("states the order's own way of paying", () => {
    renderInvoice('upi');
    expect(screen.getByText('Prices include GST. Payment: UPI.')).toBeInTheDocument();
    expect(screen.queryByText(/cash on delivery/i)).not.toBeInTheDocument();
  });

  it('records the gateway and its payment for an order paid online', () => {
    renderInvoice('online', { gateway: 'razorpay', paymentId: 'pay_Fictitious001' });
    expect(
      screen.getByText('Prices include GST. Payment: Paid online, Razorpay payment pay_Fictitious001.'),
    ).toBeInTheDocument();
  });

  it('says cash on delivery for a cash order', () => {
    renderInvoice('cod');
    expect(screen.getByText('Prices include GST. Payment: Cash on delivery.')).toBeInTheDocument();
  });
});
