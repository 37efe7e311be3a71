/** The last 8 characters of an order id: how shoppers and staff quote an order (SPEC §7). Ids are case-sensitive. */
export const shortOrderId = (id: string): string => id.slice(-8);
