import { emiFromRupees, type EmiQuote } from '../../../domain/payments/EmiPlan';
import { EMI_PLANS_NOTE, emiFromText, emiPlanName, emiQuoteText } from '../../../domain/payments/emiMessages';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { emiOfferStyles } from './emiOfferStyles';

const css = extractedClassNames<typeof emiOfferStyles>('emiOffer');

/**
 * "EMI from ₹X/month" under the price, and the plans it comes from behind a native disclosure: no script to open it,
 * and nothing below moves until the shopper asks. Drawn with styles extracted at build (emiOfferStyles.tsx).
 */
export function EmiOffer({ quotes }: { quotes: readonly EmiQuote[] }) {
  const from = emiFromRupees(quotes);
  if (from === null) return null;
  return (
    <details className={css('root')} data-testid="emi-offer">
      <summary className={css('summary')}>{emiFromText(from)}</summary>
      <div className={css('plans')}>
        <ul className={css('list')} aria-label="EMI plans">
          {quotes.map((quote) => (
            <li key={`${quote.plan.months}-${quote.plan.lender}`}>
              <span className={css('planName')}>{emiPlanName(quote)}:</span> {emiQuoteText(quote)}
            </li>
          ))}
        </ul>
        <p className={css('note')}>{EMI_PLANS_NOTE}</p>
      </div>
    </details>
  );
}
