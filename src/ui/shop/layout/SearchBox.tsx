import { lazy, Suspense, useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { observer } from 'mobx-react-lite';
import { LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { searchPath } from '../../../domain/storefront/ProductSearch';
import type { Product } from '../../../domain/catalogue/Product';
import { createSearchSuggestionsStore } from '../catalogue/SearchSuggestionsStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { searchOptionId } from './searchOptionId';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { searchBoxStyles } from './searchBoxStyles';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

const css = extractedClassNames<typeof searchBoxStyles>('searchBox');

// The dropdown loads when the box is first opened: a first screen shows the field alone.
const SearchSuggestions = lazy(async () => ({
  default: (await withShopSystem(import('./SearchSuggestions'))).SearchSuggestions,
}));

interface Props {
  /** Called after the box navigated somewhere (the mobile overlay closes itself). */
  onNavigate?: () => void;
  autoFocus?: boolean;
}

/**
 * The header search: a combobox with live suggestions (docs/behaviour.md#screens-and-routes). Its field is drawn with
 * styles extracted at build (searchBoxStyles.tsx).
 */
export const SearchBox = observer(function SearchBox({ onNavigate, autoFocus = false }: Props) {
  const store = useScreenStore(createSearchSuggestionsStore);
  const navigate = useNavigate();
  const rootRef = useRef<HTMLFormElement>(null);
  const listId = useId();

  useEffect(() => store.dispose, [store]);

  // Outside click closes the dropdown (docs/behaviour.md#browsing-and-search).
  useEffect(() => {
    if (!store.isOpen) return;
    const onPointerDown = (event: PointerEvent | MouseEvent): void => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) store.close();
    };
    document.addEventListener('mousedown', onPointerDown);
    document.addEventListener('touchstart', onPointerDown as unknown as EventListener);
    return () => {
      document.removeEventListener('mousedown', onPointerDown);
      document.removeEventListener('touchstart', onPointerDown as unknown as EventListener);
    };
  }, [store, store.isOpen]);

  const go = (path: string): void => {
    store.reset();
    navigate(path);
    onNavigate?.();
  };

  const select = (product: Product): void => go(productPath(product));

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!store.isOpen) store.reopen();
        else store.moveActive(1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        store.moveActive(-1);
        return;
      case 'Escape':
        if (store.isOpen) {
          event.preventDefault();
          store.close();
        }
        return;
      case 'Enter': {
        event.preventDefault();
        const active = store.isOpen ? store.activeProduct : null;
        const recent = store.activeRecent ? searchPath(store.activeRecent) : null;
        if (active) select(active);
        else if (recent) go(recent);
        else if (store.submitPath) go(store.submitPath);
        return;
      }
    }
  };

  const showList = store.isOpen && store.state.status !== 'loading' && store.results.length > 0;

  return (
    <form
      ref={rootRef}
      className={css('form')}
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        if (store.submitPath) go(store.submitPath);
      }}
    >
      <div className={css('group')}>
        <div className={css('icon')}>
          <LuSearch aria-hidden />
        </div>
        <input
          className={css('input')}
          type="search"
          name="q"
          value={store.query}
          onChange={(event) => store.setQuery(event.target.value)}
          onFocus={store.reopen}
          onClick={store.reopen}
          onKeyDown={onKeyDown}
          placeholder="Search sofas, beds, dining tables…"
          aria-label="Search products"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={store.isOpen}
          aria-controls={listId}
          aria-activedescendant={
            (showList || store.showsRecent) && store.activeIndex >= 0
              ? searchOptionId(listId, store.activeIndex)
              : undefined
          }
          autoComplete="off"
          autoFocus={autoFocus}
        />
      </div>
      {store.showsRecent || store.isOpen ? (
        <Suspense fallback={null}>
          <SearchSuggestions store={store} listId={listId} showList={showList} go={go} select={select} />
        </Suspense>
      ) : null}
    </form>
  );
});
