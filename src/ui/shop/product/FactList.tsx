import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { factListStyles } from './factListStyles';

const css = extractedClassNames<typeof factListStyles>('factList');

/**
 * A labelled list of a product's facts (a definition list): its specifications, its declarations. Drawn with
 * styles extracted at build (factListStyles.tsx).
 */
export function FactList({ facts }: { facts: readonly { label: string; value: string }[] }) {
  return (
    <dl className={css('root')}>
      {facts.map((fact) => (
        <div key={fact.label} className={css('item')}>
          <dt className={css('label')}>{fact.label}</dt>
          <dd className={css('value')}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
