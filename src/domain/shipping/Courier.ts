/**
 * A courier the shop ships with: its name as shoppers read it, and the address of its tracking page for one AWB,
 * `{awb}` standing for the number ('' when it has none, such as the shop's own delivery team).
 */
export interface Courier {
  name: string;
  trackingUrl: string;
}

export const MAX_COURIERS = 10;
export const MAX_COURIER_NAME = 60;
export const MAX_TRACKING_URL = 300;
export const AWB_PLACEHOLDER = '{awb}';

export type CourierErrors = Partial<Record<keyof Courier, string>>;

/**
 * The problems of each courier of a list, by position (none: the list is good): a name no other courier has, and a
 * tracking address that is empty or an https address with `{awb}` in it once.
 */
export const validateCouriers = (couriers: readonly Courier[]): Record<number, CourierErrors> => {
  const problems: Record<number, CourierErrors> = {};
  const names = couriers.map((courier) => courier.name.trim().toLowerCase());
  couriers.forEach((courier, index) => {
    const errors: CourierErrors = {};
    const name = courier.name.trim();
    if (name === '') errors.name = 'Please name the courier.';
    else if (name.length > MAX_COURIER_NAME)
      errors.name = `A courier's name is at most ${MAX_COURIER_NAME} characters.`;
    else if (names.indexOf(names[index] ?? '') !== index) errors.name = `${name} is listed twice.`;
    const url = courier.trackingUrl.trim();
    if (url !== '' && !trackingUrlWorks(url))
      errors.trackingUrl = `A tracking address starts with https://, has no spaces and holds ${AWB_PLACEHOLDER} once, where the number goes.`;
    if (Object.keys(errors).length > 0) problems[index] = errors;
  });
  return problems;
};

const trackingUrlWorks = (url: string): boolean =>
  url.length <= MAX_TRACKING_URL &&
  /^https:\/\/[^\s/]+\.[^\s]+$/.test(url) &&
  url.split(AWB_PLACEHOLDER).length === 2;

/** The list as it is saved: names and addresses trimmed. */
export const trimmedCouriers = (couriers: readonly Courier[]): Courier[] =>
  couriers.map(({ name, trackingUrl }) => ({ name: name.trim(), trackingUrl: trackingUrl.trim() }));

/** Couriers as stored, or none where the stored value is not a list of them. */
export const storedCouriers = (value: unknown): Courier[] =>
  Array.isArray(value)
    ? value.flatMap((entry: unknown) => {
        if (typeof entry !== 'object' || entry === null) return [];
        const { name, trackingUrl } = entry as Record<string, unknown>;
        return typeof name === 'string' && name !== ''
          ? [{ name, trackingUrl: typeof trackingUrl === 'string' ? trackingUrl : '' }]
          : [];
      })
    : [];
