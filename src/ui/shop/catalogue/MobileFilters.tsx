import { lazy, type ReactNode } from 'react';
import { LoadOnDemand } from '../common/LoadOnDemand';
import { FiltersButton } from './FiltersButton';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

// Chakra's drawer machinery is not part of the listing's first download (issue 6).
const loadFilterDrawer = () => withShopSystem(import('./FilterDrawer'));
const FilterDrawer = lazy(async () => ({ default: (await loadFilterDrawer()).FilterDrawer }));

interface Props {
  /** Matching products, for the "Show N products" button. */
  count: number;
  activeFilters: boolean;
  children: ReactNode;
}

/** Below the desktop breakpoint the filter panel lives in a drawer opened from the toolbar. */
export function MobileFilters({ count, activeFilters, children }: Props) {
  return (
    <LoadOnDemand
      load={loadFilterDrawer}
      trigger={(props) => <FiltersButton activeFilters={activeFilters} {...props} />}
    >
      <FilterDrawer count={count} activeFilters={activeFilters} defaultOpen>
        {children}
      </FilterDrawer>
    </LoadOnDemand>
  );
}
