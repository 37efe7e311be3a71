import type { ReactNode } from 'react';
import { ButtonLoader, loadingButton } from '../../shared/components/ButtonLoader';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { loadMoreButtonStyles } from './loadMoreButtonStyles';

const css = extractedClassNames<typeof loadMoreButtonStyles>('loadMoreButton');

interface Props {
  loading: boolean;
  loadingText: string;
  onClick: () => void;
  /** Where it stands under its list: centred (a listing's grid) or at the start (the reviews' column). */
  placement?: 'centre' | 'start';
  children: ReactNode;
}

/**
 * The outlined brand button under a list that reads its next page, spinning with `loadingText` meanwhile. Drawn with
 * styles extracted at build (loadMoreButtonStyles.tsx).
 */
export function LoadMoreButton({ loading, loadingText, onClick, placement = 'centre', children }: Props) {
  return (
    <button
      type="button"
      className={css(placement === 'start' ? 'atStart' : 'root')}
      {...loadingButton(loading)}
      onClick={onClick}
    >
      <ButtonLoader loading={loading} text={loadingText}>
        {children}
      </ButtonLoader>
    </button>
  );
}
