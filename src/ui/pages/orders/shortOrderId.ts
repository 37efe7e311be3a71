/** The short id shoppers and staff quote (SPEC §7), from the one domain function the admin uses too. */
export { shortOrderId } from '../../../domain/ShortOrderId';
