import { afterEach, beforeEach, describe, expect } from 'vitest';
import { orderShippingCases } from './orders/orderShippingCases';
import { orderAbortCases } from './orders/orderAbortCases';
import { orderCancelCases } from './orders/orderCancelCases';
import { orderCodConfirmationCases } from './orders/orderCodConfirmationCases';
import { orderSlotCases } from './orders/orderSlotCases';
import { orderAddressChangeCases } from './orders/orderAddressChangeCases';
import { orderAssemblyCases } from './orders/orderAssemblyCases';
import { orderLineCancelCases } from './orders/orderLineCancelCases';
import { orderCodRemittanceCases } from './orders/orderCodRemittanceCases';
import { orderConsentCases } from './orders/orderConsentCases';
import { orderDeliveryCases } from './orders/orderDeliveryCases';
import { orderInvoiceCases } from './orders/orderInvoiceCases';
import { orderLimitCases } from './orders/orderLimitCases';
import { orderLiveCases } from './orders/orderLiveCases';
import { orderQueryCases } from './orders/orderQueryCases';
import { orderOfferCases } from './orders/orderOfferCases';
import type {
  OrderContractOptions,
  OrderRepositoryFactory,
  OrderRepositoryHarness,
} from './orders/OrderRepositoryHarness';
import { placeOrderCases } from './orders/placeOrderCases';
import { stockConservationProperty } from './orders/stockConservationProperty';

export type {
  OrderContractOptions,
  OrderRepositoryFactory,
  OrderRepositoryHarness,
} from './orders/OrderRepositoryHarness';

/** The OrderRepository contract (src/ports/OrderRepository.ts), run against every adapter. */
export const describeOrderRepositoryContract = (
  name: string,
  makeAdapter: OrderRepositoryFactory,
  options: OrderContractOptions = {},
): void => {
  describe(`OrderRepository contract: ${name}`, () => {
    let current: OrderRepositoryHarness | undefined;
    const harness = (): OrderRepositoryHarness => {
      if (!current) throw new Error('harness not ready');
      return current;
    };

    beforeEach(async () => {
      current = await makeAdapter();
      expect(await current.repository.adminList({ pageSize: 1 })).toEqual({ items: [], nextCursor: null });
    });
    afterEach(async () => {
      await current?.dispose?.();
      current = undefined;
    });

    describe('placeOrder', () => placeOrderCases(harness));
    describe('giving up on a placement', () => orderAbortCases(harness));
    describe('consent to the terms', () => orderConsentCases(harness));
    describe('limits per account', () => orderLimitCases(harness));
    describe('queries and updates', () => orderQueryCases(harness));
    describe('cancelling', () => orderCancelCases(harness));
    describe('coupons and offers', () => orderOfferCases(harness));
    describe('shipping with a courier and AWB', () => orderShippingCases(harness));
    describe('delivery zones and UPI', () => orderDeliveryCases(harness));
    describe('cash on delivery confirmed by the shopper', () => orderCodConfirmationCases(harness));
    describe('delivery slots', () => orderSlotCases(harness));
    describe('changes of address before dispatch', () => orderAddressChangeCases(harness));
    describe('assembly booked on a pending order', () => orderAssemblyCases(harness));
    describe('a line cancelled before confirmation', () => orderLineCancelCases(harness));
    describe('cash on delivery reconciled', () => orderCodRemittanceCases(harness));
    describe('tax invoices', () => orderInvoiceCases(harness));
    describe('live subscriptions', () => orderLiveCases(harness));
    describe('stock conservation', () => stockConservationProperty(makeAdapter, options.propertyRuns ?? 25));
  });
};
