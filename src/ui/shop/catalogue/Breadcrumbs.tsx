import { Fragment } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Chevron } from '../../shared/components/Chevron';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { breadcrumbsStyles } from './breadcrumbsStyles';

const css = extractedClassNames<typeof breadcrumbsStyles>('breadcrumbs');

export interface Crumb {
  label: string;
  /** Omitted for the current page (the last crumb). */
  to?: string;
}

/**
 * A breadcrumb trail; the last crumb is the current page. Drawn with styles extracted at build (breadcrumbsStyles.tsx),
 * with the markup of Chakra's Breadcrumb.
 */
export function Breadcrumbs({ items }: { items: readonly Crumb[] }) {
  return (
    <nav aria-label="breadcrumb" className={css('root')}>
      <ol className={css('list')}>
        {items.map((item, index) => (
          <Fragment key={`${item.label}-${index}`}>
            {index > 0 ? (
              <li aria-hidden="true" className={css('separator')}>
                <Chevron pointing="right" />
              </li>
            ) : null}
            <li className={css('item')}>
              {item.to && index < items.length - 1 ? (
                <RouterLink to={item.to} className={css('link')}>
                  {item.label}
                </RouterLink>
              ) : (
                <span role="link" aria-current="page" className={css('current')}>
                  {item.label}
                </span>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}
