import { assemblyTotalOf } from '../catalogue/Assembly';
import type { Product } from '../catalogue/Product';
import { codDecision, type DeliveryZone, zoneFor } from '../checkout/DeliveryZones';
import type { Order } from '../orders/Order';
import { fail, ok, type Result } from '../shared/Result';
import { formatRupees } from '../text/Money';

/**
 * Booking assembly (docs/behaviour.md#assembly): once the order is placed, and before it is confirmed and invoiced,
 * its shopper books the shop's team to assemble the pieces whose products need it, once, for the charge each product
 * asks a piece (free for some). The charges join the order's subtotal and total, so the invoice issued at
 * confirmation shows them as their own lines; the shipping stays as agreed at checkout. A cash-on-delivery order must
 * stay within its zone's cash limit. Where the shop's own team delivers, they assemble on the delivery visit; where a
 * courier delivers, the team calls to fix a visit after delivery.
 */

export interface BookAssemblyRequest {
  orderId: string;
  /** The signed-in shopper: only their own order. */
  userId: string;
}

export interface AssemblyItem {
  /** The line's place on the order. */
  index: number;
  /** The product's charge a piece, 0 when free. */
  charge: number;
}

export type BookAssemblyError =
  | { code: 'ASSEMBLY.ORDER_NOT_FOUND' }
  | { code: 'ASSEMBLY.ALREADY_BOOKED' }
  /** Confirmed (so invoiced), shipped, delivered or cancelled. */
  | { code: 'ASSEMBLY.NOT_PENDING'; status: Order['status'] }
  /** Paid, or its UPI payment reported: the amount paid is the order's. */
  | { code: 'ASSEMBLY.PAID' }
  | { code: 'ASSEMBLY.NOTHING_TO_ASSEMBLE' }
  | { code: 'ASSEMBLY.COD_ABOVE_ZONE_LIMIT'; limit: number };

type BookingFacts = Pick<
  Order,
  'userId' | 'status' | 'paymentStatus' | 'paymentMethod' | 'lines' | 'subtotal' | 'total' | 'shippingAddress'
> &
  Partial<Pick<Order, 'utr' | 'assemblyBookedAt' | 'updatedAt'>>;

/**
 * The lines of `order` whose products (as they are now; null when gone) need assembly, with each one's charge. A
 * product the shop no longer sells is left out (a shopper cannot read it on Firestore), and a charge that is not a
 * whole number of rupees, 0 or more, counts as none.
 */
export const assemblyItemsOf = (
  order: Pick<Order, 'lines'>,
  products: ReadonlyMap<string, Pick<Product, 'assemblyCharge' | 'isActive'> | null>,
): AssemblyItem[] =>
  order.lines.flatMap((line, index) => {
    const product = products.get(line.productId);
    const charge = product?.isActive ? product.assemblyCharge : undefined;
    return charge !== undefined && Number.isInteger(charge) && charge >= 0 ? [{ index, charge }] : [];
  });

/** Whether the order may still book assembly at all: pending, unpaid and not booked. */
export const assemblyBookable = (order: BookingFacts): boolean =>
  order.status === 'pending' &&
  order.paymentStatus === 'pending' &&
  order.utr === undefined &&
  order.assemblyBookedAt === undefined;

/** What booking `items` adds to the order's total. */
export const assemblyExtra = (order: Pick<Order, 'lines'>, items: readonly AssemblyItem[]): number =>
  assemblyTotalOf(
    items.map(({ index, charge }) => ({
      quantity: order.lines[index]?.quantity ?? 0,
      assemblyCharge: charge,
    })),
  );

/** Why the shopper `userId` may not book `items` for `order`, or null when they may. */
export const bookAssemblyError = (
  order: BookingFacts | null,
  userId: string,
  items: readonly AssemblyItem[],
  zones: readonly DeliveryZone[],
): BookAssemblyError | null => {
  if (!order || order.userId !== userId) return { code: 'ASSEMBLY.ORDER_NOT_FOUND' };
  if (order.assemblyBookedAt !== undefined) return { code: 'ASSEMBLY.ALREADY_BOOKED' };
  if (order.status !== 'pending') return { code: 'ASSEMBLY.NOT_PENDING', status: order.status };
  if (order.paymentStatus !== 'pending' || order.utr !== undefined) return { code: 'ASSEMBLY.PAID' };
  if (items.length === 0) return { code: 'ASSEMBLY.NOTHING_TO_ASSEMBLE' };
  const zone = zoneFor(zones, order.shippingAddress.pincode);
  if (order.paymentMethod === 'cod' && zone) {
    const cod = codDecision(zone, order.total + assemblyExtra(order, items));
    if (!cod.allowed && cod.reason === 'limit')
      return { code: 'ASSEMBLY.COD_ABOVE_ZONE_LIMIT', limit: cod.limit };
  }
  return null;
};

/** The order with `items` booked at `at`, or why not: each line takes its charge, and the totals grow by them. */
export const bookAssembly = <T extends BookingFacts>(
  order: T | null,
  userId: string,
  items: readonly AssemblyItem[],
  zones: readonly DeliveryZone[],
  at: string,
): Result<T & { assemblyBookedAt: string }, BookAssemblyError> => {
  const refused = bookAssemblyError(order, userId, items, zones);
  if (refused || !order) return fail(refused ?? { code: 'ASSEMBLY.ORDER_NOT_FOUND' });
  const extra = assemblyExtra(order, items);
  const charges = new Map(items.map(({ index, charge }) => [index, charge]));
  return ok({
    ...order,
    lines: order.lines.map((line, index) => {
      const charge = charges.get(index);
      return charge === undefined ? line : { ...line, assemblyCharge: charge };
    }),
    subtotal: order.subtotal + extra,
    total: order.total + extra,
    updatedAt: at,
    assemblyBookedAt: at,
  });
};

/** Why assembly could not be booked, in the shopper's words. */
export const bookAssemblyRefusal = (error: BookAssemblyError): string => {
  switch (error.code) {
    case 'ASSEMBLY.ORDER_NOT_FOUND':
      return 'We could not find this order in your account.';
    case 'ASSEMBLY.ALREADY_BOOKED':
      return 'Assembly is already booked for this order.';
    case 'ASSEMBLY.NOT_PENDING':
      return `This order is ${error.status}: assembly can be booked only before we confirm the order. Please call us to arrange it.`;
    case 'ASSEMBLY.PAID':
      return 'This order is already paid: assembly can no longer be added to it. Please call us to arrange it.';
    case 'ASSEMBLY.NOTHING_TO_ASSEMBLE':
      return 'Nothing on this order needs assembly.';
    case 'ASSEMBLY.COD_ABOVE_ZONE_LIMIT':
      return `With assembly, this order would be above the ${formatRupees(error.limit)} we collect in cash on delivery for your pincode.`;
  }
};

/** When and where the team assembles, said to the shopper. */
export const assemblyVisitText = (onDelivery: boolean, phone: string): string =>
  onDelivery
    ? 'Our team assembles it on the delivery visit.'
    : `After delivery, our team calls you on ${phone} to fix a time to assemble it.`;

/** What one booked or bookable line's assembly costs, said to the shopper. */
export const assemblyChargeText = (charge: number, quantity: number): string =>
  charge === 0 ? 'free' : formatRupees(charge * quantity);
