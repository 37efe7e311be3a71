import type { Courier } from '../../../domain/shipping/Courier';

/**
 * The demo's couriers: the shop's own team in its home zone, and two Indian couriers elsewhere, whose public tracking
 * pages are only linked.
 */
export const DEMO_COURIERS: readonly Courier[] = [
  { name: 'Sheesham Home delivery team', trackingUrl: '' },
  { name: 'Delhivery', trackingUrl: 'https://www.delhivery.com/track/package/{awb}' },
  { name: 'Blue Dart', trackingUrl: 'https://www.bluedart.com/tracking?trackNo={awb}' },
];
