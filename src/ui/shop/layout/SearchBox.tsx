import { useEffect, useId, useRef, type KeyboardEvent, type MouseEvent as ReactMouseEvent } from 'react';
import { Box, Button, HStack, Image, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuHistory, LuSearch } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { formatRupees } from '../../../domain/text/Money';
import { productPath } from '../../../domain/catalogue/NavigationTree';
import { MAX_SUGGESTIONS, searchPath } from '../../../domain/storefront/ProductSearch';
import type { Product } from '../../../domain/catalogue/Product';
import { createSearchSuggestionsStore } from '../catalogue/SearchSuggestionsStore';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { DropdownPanel } from './DropdownPanel';
import { PlainList } from '../../shared/components/PlainList';
import { PLACEHOLDER_IMAGE, fallBackToPlaceholder } from '../../shared/format/productImage';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { searchBoxStyles } from './searchBoxStyles';

const css = extractedClassNames<typeof searchBoxStyles>('searchBox');

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
  const optionId = (index: number): string => `${listId}-option-${index}`;

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
  const keepFocus = (event: ReactMouseEvent): void => event.preventDefault();

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
              ? optionId(store.activeIndex)
              : undefined
          }
          autoComplete="off"
          autoFocus={autoFocus}
        />
      </div>
      {store.showsRecent ? (
        <DropdownPanel top="calc(100% + 4px)" insetX="0" maxH="70vh" overflowY="auto">
          <HStack justify="space-between" px="4" pt="2" pb="1">
            <Text fontSize="xs" color="gray.600">
              Recent searches
            </Text>
            <Button
              variant="plain"
              size="xs"
              colorPalette="brand"
              aria-label="Clear recent searches"
              onMouseDown={keepFocus}
              onClick={store.clearRecent}
            >
              Clear
            </Button>
          </HStack>
          <PlainList id={listId} role="listbox" aria-label="Recent searches">
            {store.recent.searches.map((search, index) => (
              <Box
                as="li"
                key={search}
                id={optionId(index)}
                role="option"
                aria-selected={index === store.activeIndex}
                onMouseDown={keepFocus}
                onClick={() => go(searchPath(search) ?? '/search')}
                cursor="pointer"
                px="4"
                py="2"
                bg={index === store.activeIndex ? 'brand.50' : undefined}
                _hover={{ bg: 'brand.50' }}
              >
                <HStack gap="3" fontSize="sm">
                  <LuHistory aria-hidden />
                  <Text truncate>{search}</Text>
                </HStack>
              </Box>
            ))}
          </PlainList>
        </DropdownPanel>
      ) : store.isOpen ? (
        <DropdownPanel top="calc(100% + 4px)" insetX="0" maxH="70vh" overflowY="auto">
          {store.state.status === 'loading' ? (
            <HStack px="4" py="3" color="gray.600" role="status">
              <Spinner size="sm" color="brand.600" />
              <Text>{messageFor('SEARCH.LOADING')}</Text>
            </HStack>
          ) : store.results.length === 0 ? (
            <Box px="4" py="3" role="status">
              <Text fontWeight="medium">
                {messageFor('SEARCH.NO_RESULTS', { query: store.answeredQuery })}
              </Text>
              <Text fontSize="sm" color="gray.600">
                {messageFor('SEARCH.NO_RESULTS_HINT')}
              </Text>
            </Box>
          ) : (
            <Text px="4" pt="3" pb="1" fontSize="xs" color="gray.600" role="status">
              {store.corrected ? (
                <>
                  Showing results for <em>{store.corrected}</em>:{' '}
                </>
              ) : null}
              {store.results.length >= MAX_SUGGESTIONS
                ? `Top ${MAX_SUGGESTIONS} matches`
                : `${store.results.length} ${store.results.length === 1 ? 'product' : 'products'} found`}
            </Text>
          )}
          <PlainList id={listId} role="listbox" aria-label="Search suggestions">
            {showList
              ? store.results.map((product, index) => (
                  <Box
                    as="li"
                    key={product.id}
                    id={optionId(index)}
                    role="option"
                    aria-selected={index === store.activeIndex}
                    onMouseDown={keepFocus}
                    onClick={() => select(product)}
                    cursor="pointer"
                    px="4"
                    py="2"
                    bg={index === store.activeIndex ? 'brand.50' : undefined}
                    _hover={{ bg: 'brand.50' }}
                  >
                    <HStack gap="3">
                      <Image
                        src={product.image || PLACEHOLDER_IMAGE}
                        alt=""
                        htmlWidth="40"
                        htmlHeight="40"
                        boxSize="40px"
                        objectFit="cover"
                        rounded="sm"
                        loading="lazy"
                        onError={fallBackToPlaceholder}
                      />
                      <Box minW="0">
                        <Text fontSize="sm" fontWeight="medium" truncate>
                          {product.name}
                        </Text>
                        <Text fontSize="xs" color="gray.600">
                          {formatRupees(product.price)}
                        </Text>
                      </Box>
                    </HStack>
                  </Box>
                ))
              : null}
          </PlainList>
          {showList && store.submitPath ? (
            <Box borderTopWidth="1px" borderColor="brand.100">
              <Button
                variant="ghost"
                colorPalette="brand"
                size="sm"
                width="full"
                justifyContent="flex-start"
                px="4"
                onMouseDown={keepFocus}
                onClick={() => store.submitPath && go(store.submitPath)}
              >
                See all results for “{store.query.trim()}”
              </Button>
            </Box>
          ) : null}
        </DropdownPanel>
      ) : null}
    </form>
  );
});
