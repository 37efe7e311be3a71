import type { ReactNode } from 'react';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { pageContainerStyles } from './pageContainerStyles';

const css = extractedClassNames<typeof pageContainerStyles>('pageContainer');

/**
 * The column a listing, search or product page is drawn in: the header's width, with room above and below. Drawn with
 * styles extracted at build (pageContainerStyles.tsx).
 */
export function PageContainer({ children }: { children: ReactNode }) {
  return <div className={css('root')}>{children}</div>;
}
