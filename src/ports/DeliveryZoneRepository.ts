import type { DeliveryZone } from '../domain/checkout/DeliveryZones';

/** The shop's delivery zones: one small document a shopper reads once per visit. */
export interface DeliveryZoneRepository {
  /** The zones in the admin's order, each zone's prefixes in ascending order; none when the shop has set none (then it delivers nowhere). */
  get(): Promise<DeliveryZone[]>;
  /** Replaces the whole table. Validation is the caller's (DeliveryZones.validateZones). */
  save(zones: readonly DeliveryZone[]): Promise<void>;
}
