import { formatRupees } from '../text/Money';

/**
 * Assembly by the shop's own fitters (docs/behaviour.md#assembly): a product that needs it says so with its charge
 * per piece, 0 when free; a product without a charge needs none. Booked on an order (AssemblyBooking), each line
 * it covers carries the charge and the shopper pays it with the goods. On the tax invoice a charged assembly is its own row: a service, classed
 * under SAC 998739 (installation services of other goods) and taxed at 18 %, whatever the goods' rate.
 */
export const ASSEMBLY_SAC = '998739';
export const ASSEMBLY_GST_RATE = 18;
export const MAX_ASSEMBLY_CHARGE = 50_000;

interface AssembledLine {
  quantity: number;
  assemblyCharge?: number;
}

/** What the assembly of a line's pieces costs, whole rupees: 0 when free or not needed. */
export const assemblyAmount = (line: AssembledLine): number => (line.assemblyCharge ?? 0) * line.quantity;

/** What the assembly of all the lines costs, whole rupees. */
export const assemblyTotalOf = (lines: readonly AssembledLine[]): number =>
  lines.reduce((sum, line) => sum + assemblyAmount(line), 0);

/** What a product page says of assembly; null when the product needs none. */
export const assemblyText = (charge: number | undefined): string | null => {
  if (charge === undefined) return null;
  return charge === 0 ? 'Free assembly by our team' : `Assembly by our team: ${formatRupees(charge)} a piece`;
};
