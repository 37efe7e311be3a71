import { ChakraProvider } from '@chakra-ui/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { shortOrderId } from '../../src/domain/orders/ShortOrderId';
import { formatDate, formatDateTime, formatDayTime } from '../../src/domain/text/formatDateTime';
import { OrderBadges } from '../../src/ui/shared/components/OrderBadges';
import { orderNumber } from '../../src/ui/shared/format/orderNumber';
import { shopSystem } from '../../src/ui/shared/theme/system';

describe('one order display for the shop and the staff', () => {
  it('writes dates in Indian English and never "Invalid Date" for a stored value that is not one', () => {
    expect(formatDate('2026-03-05T11:00:00.000Z')).toBe('5 Mar 2026');
    expect(formatDateTime('2026-03-05T11:00:00.000Z')).toMatch(/^5 Mar 2026, \d{1,2}:\d{2}\s?[ap]m$/i);
    expect(formatDate('not a date')).toBe('');
    // India's time, whatever the device's: 20:00 UTC is already the next morning there.
    expect(formatDate('2026-03-05T20:00:00.000Z')).toBe('6 Mar 2026');
    expect(formatDateTime('2026-03-05T20:00:00.000Z')).toMatch(/^6 Mar 2026, 1:30\s?am$/i);
    expect(formatDayTime('2026-03-05T20:00:00.000Z')).toMatch(/^6 Mar, 1:30\s?am$/i);
    expect(formatDayTime('')).toBe('');
    expect(formatDateTime('')).toBe('');
  });

  it("writes an order's id as '#' and the domain's short id", () => {
    const written = orderNumber('Xy7kPq9Lm2Nb4Vc6Zt8R');
    expect(written).toBe(`#${shortOrderId('Xy7kPq9Lm2Nb4Vc6Zt8R')}`);
    expect(written).toMatch(/^#[2-9A-HJKMNP-TV-Z]{4}-[2-9A-HJKMNP-TV-Z]{4}$/);
  });

  it('labels the payment badge so it never reads as the order status, and flags a refund due', () => {
    render(
      <ChakraProvider value={shopSystem()}>
        <OrderBadges order={{ status: 'pending', paymentStatus: 'pending', paymentMethod: 'cod' }} />
        <OrderBadges order={{ status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'cod' }} />
        <OrderBadges
          order={{ status: 'pending', paymentStatus: 'pending', paymentMethod: 'upi', utr: '412345678901' }}
        />
      </ChakraProvider>,
    );
    const [pending, cancelled] = screen.getAllByTestId('order-status');
    const [unpaid, paid, verifying] = screen.getAllByTestId('payment-status');
    expect([pending?.textContent, unpaid?.textContent]).toEqual(['Pending', 'Payment pending']);
    expect([cancelled?.textContent, paid?.textContent]).toEqual(['Cancelled', 'Paid']);
    expect(verifying?.textContent).toBe('Verifying payment');
    expect(screen.getAllByText('Refund due')).toHaveLength(1);
  });

  it('says a cancelled cash order owes nothing, and what returns refunded of a paid order', () => {
    const delivered = {
      status: 'delivered',
      paymentStatus: 'paid',
      paymentMethod: 'upi',
      total: 78997,
    } as const;
    render(
      <ChakraProvider value={shopSystem()}>
        <OrderBadges order={{ status: 'cancelled', paymentStatus: 'pending', paymentMethod: 'cod' }} />
        <OrderBadges order={{ ...delivered, refunds: [{ returnNumber: 1, amount: 52999 }] }} />
        <OrderBadges
          order={{
            ...delivered,
            refunds: [
              { returnNumber: 1, amount: 52999 },
              { returnNumber: 2, amount: 25998 },
            ],
          }}
        />
        <OrderBadges order={delivered} />
      </ChakraProvider>,
    );
    expect(screen.getAllByTestId('payment-status').map((badge) => badge.textContent)).toEqual([
      'No payment due',
      'Partly refunded',
      'Refunded',
      'Paid',
    ]);
  });
});
