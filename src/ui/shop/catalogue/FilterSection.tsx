import type { ReactNode } from 'react';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { filterPanelStyles } from './filterPanelStyles';

const css = extractedClassNames<typeof filterPanelStyles>('filterPanel');

/** A titled group in the filter panel; the title names the group for screen readers. */
export function FilterSection({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={css('section')}>
      <h2 id={id} className={css('sectionTitle')}>
        {title}
      </h2>
      {children}
    </section>
  );
}
