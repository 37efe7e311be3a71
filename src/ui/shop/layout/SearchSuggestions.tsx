import type { MouseEvent as ReactMouseEvent } from 'react';
import { Box, Button, HStack, Image, Spinner, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuHistory } from 'react-icons/lu';
import { messageFor } from '../../../domain/text/messages';
import { formatRupees } from '../../../domain/text/Money';
import { MAX_SUGGESTIONS, searchPath } from '../../../domain/storefront/ProductSearch';
import type { Product } from '../../../domain/catalogue/Product';
import type { SearchSuggestionsStore } from '../catalogue/SearchSuggestionsStore';
import { DropdownPanel } from './DropdownPanel';
import { PlainList } from '../../shared/components/PlainList';
import { PLACEHOLDER_IMAGE, fallBackToPlaceholder } from '../../shared/format/productImage';
import { searchOptionId } from './searchOptionId';

interface Props {
  store: SearchSuggestionsStore;
  /** The listbox's id, which the search field controls. */
  listId: string;
  /** Whether the suggestions are there to list. */
  showList: boolean;
  go: (path: string) => void;
  select: (product: Product) => void;
}

/** The search box's dropdown: the recent searches, or the suggestions for what is typed with their count. */
export const SearchSuggestions = observer(function SearchSuggestions({
  store,
  listId,
  showList,
  go,
  select,
}: Props) {
  const keepFocus = (event: ReactMouseEvent): void => event.preventDefault();
  return store.showsRecent ? (
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
            id={searchOptionId(listId, index)}
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
          <Text fontWeight="medium">{messageFor('SEARCH.NO_RESULTS', { query: store.answeredQuery })}</Text>
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
                id={searchOptionId(listId, index)}
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
  ) : null;
});
