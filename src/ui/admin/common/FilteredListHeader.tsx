import type { CursorPager } from './CursorPager';
import { ListFilter, type FilterOption } from './FilterSelect';
import { PageHeader } from './PageHeader';
import { RefreshButton } from './RefreshButton';

/** A store's list read in pages, narrowed by one choice. */
interface FilteredList<V extends string> {
  readonly pager: CursorPager<unknown>;
  readonly filter: V;
  setFilter(value: V): void;
}

/** The head of a paged admin list with one filter: its title and Refresh, then the filter on its own row. */
export function FilteredListHeader<V extends string>({
  title,
  description,
  list,
  filters,
  filterLabel = 'Filter by status',
  filterWidth = 'xs',
}: {
  title: string;
  description: string;
  list: FilteredList<V>;
  filters: readonly FilterOption<V>[];
  filterLabel?: string;
  filterWidth?: 'xs' | 'sm';
}) {
  return (
    <>
      <PageHeader title={title} description={description}>
        <RefreshButton pager={list.pager} />
      </PageHeader>
      <ListFilter
        label={filterLabel}
        value={list.filter}
        options={filters}
        onChange={list.setFilter}
        width={filterWidth}
      />
    </>
  );
}
