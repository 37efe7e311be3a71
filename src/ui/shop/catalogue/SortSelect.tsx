import { useId } from 'react';
import { SORT_OPTIONS, type SortBy } from '../../../domain/storefront/ProductQuery';
import { Chevron } from '../../shared/components/Chevron';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { SORT_LABELS } from './sortOptions';
import type { sortSelectStyles } from './sortSelectStyles';

const css = extractedClassNames<typeof sortSelectStyles>('sortSelect');

interface Props<S extends string> {
  value: S;
  onChange: (sort: S) => void;
  /** The sorts offered, with their labels: a listing's by default, search results' with relevance first. */
  options?: readonly S[];
  labels?: Readonly<Record<S, string>>;
}

/**
 * The listing's sort order (docs/behaviour.md#browsing-and-search), a native select so it works well on phones and
 * with screen readers. Drawn with styles extracted at build (sortSelectStyles.tsx), with Chakra's NativeSelect markup.
 */
export function SortSelect<S extends string = SortBy>({
  value,
  onChange,
  options = SORT_OPTIONS as readonly string[] as readonly S[],
  labels = SORT_LABELS as Readonly<Record<string, string>> as Readonly<Record<S, string>>,
}: Props<S>) {
  const id = useId();
  return (
    <div className={css('root')}>
      {/* 'Sort' on a phone, so the longest sort's name fits beside the Filters button; read 'Sort by' everywhere. */}
      <label htmlFor={id} className={css('label')}>
        Sort
        <span className={css('labelEnd')}>{'\u00a0by'}</span>
      </label>
      <div className={css('select')}>
        <select
          id={id}
          className={css('field')}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value as S)}
        >
          {options.map((option) => (
            <option key={option} value={option}>
              {labels[option]}
            </option>
          ))}
        </select>
        <div className={css('indicator')}>
          <Chevron pointing="down" />
        </div>
      </div>
    </div>
  );
}
