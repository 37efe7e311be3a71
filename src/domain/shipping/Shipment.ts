import { AWB_PLACEHOLDER, type Courier } from './Courier';

/**
 * How an order travels once shipped: the courier's name, the AWB (air waybill, the courier's tracking number) and the
 * address of its tracking page ('' when the courier has none), as they were when the shop shipped it.
 */
export interface Shipment {
  courier: string;
  awb: string;
  trackingUrl: string;
  /** When staff last corrected the courier or AWB of the shipped order (its shopper is told then); none before. */
  correctedAt?: string;
}

/** Letters, digits and hyphens, 4 to 30 of them: what Indian couriers print on an AWB. */
export const AWB_PATTERN = /^[A-Z0-9-]{4,30}$/;

/** An AWB as typed, without spaces and in capitals. */
export const normalisedAwb = (typed: string): string => typed.replace(/\s+/g, '').toUpperCase();

export const AWB_ERROR = 'Enter the AWB / tracking number: 4 to 30 letters, digits or hyphens.';

/** The shipment of an AWB typed for one of the shop's couriers, or why it cannot be one. */
export const shipmentFor = (
  courier: Courier | undefined,
  typedAwb: string,
): { ok: true; shipment: Shipment } | { ok: false; error: { courier?: string; awb?: string } } => {
  const awb = normalisedAwb(typedAwb);
  const error = {
    ...(courier ? {} : { courier: 'Choose the courier.' }),
    ...(AWB_PATTERN.test(awb) ? {} : { awb: AWB_ERROR }),
  };
  if (!courier || error.awb) return { ok: false, error };
  const trackingUrl = courier.trackingUrl.replace(AWB_PLACEHOLDER, encodeURIComponent(awb));
  return { ok: true, shipment: { courier: courier.name, awb, trackingUrl } };
};

/** 'Shipped with Delhivery, AWB 1234567890': what the shopper and the shop read of a shipment. */
export const shipmentText = (shipment: Pick<Shipment, 'courier' | 'awb'>): string =>
  `Shipped with ${shipment.courier}, AWB ${shipment.awb}`;

/** A stored shipment, or none where the stored value is not one. */
export const storedShipment = (value: unknown): Shipment | undefined => {
  if (typeof value !== 'object' || value === null) return undefined;
  const { courier, awb, trackingUrl } = value as Record<string, unknown>;
  return typeof courier === 'string' && typeof awb === 'string'
    ? { courier, awb, trackingUrl: typeof trackingUrl === 'string' ? trackingUrl : '' }
    : undefined;
};
