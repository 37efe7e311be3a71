import type { Courier } from '../domain/shipping/Courier';

/** The couriers the shop ships with: one small document the staff read when they ship an order. */
export interface CourierRepository {
  /** The couriers in the order the shop listed them; none when it has listed none. */
  get(): Promise<Courier[]>;
  /** Replaces the whole list. Validation is the caller's (Courier.validateCouriers). */
  save(couriers: readonly Courier[]): Promise<void>;
}
