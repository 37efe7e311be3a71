import { Alert, Button, chakra, Grid, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useRef, type FormEvent } from 'react';
import { LuArrowLeft, LuPlus, LuTrash2 } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { MAX_SEARCH_WORD_ROWS } from '../../../domain/search/SearchWords';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { failureOf } from '../../shared/stores/LoadState';
import { PageHeader } from '../common/PageHeader';
import { TextField } from '../products/productForm/TextField';
import {
  createAdminSearchWordsStore,
  type AdminSearchWordsStore,
  type SearchWordRowForm,
} from './AdminSearchWordsStore';

/**
 * /admin/settings/search-words: what shoppers type and what it also finds (docs/behaviour.md#browsing-and-search).
 * Each row is a fieldset named by its number, the number a problem's message gives; saved whole.
 */
export const SearchWordsPage = observer(function SearchWordsPage() {
  const store = useScreenStore(createAdminSearchWordsStore);
  const listRef = useRef<HTMLDivElement>(null);
  // The row whose first field takes the focus once drawn: one just added, or the first a save refused.
  const focusRow = useRef<string | null>(null);
  useEffect(() => {
    void store.load();
  }, [store]);
  useEffect(() => {
    const id = focusRow.current;
    if (id === null) return;
    focusRow.current = null;
    listRef.current?.querySelector<HTMLElement>(`[data-row="${id}"] input`)?.focus();
  });
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    // The table is checked before the save's first wait, so the refused rows are known at once.
    void store.save();
    focusRow.current = store.rows.find((row) => store.errors[row.id] !== undefined)?.id ?? null;
  };
  const failure = failureOf(store.state);
  const shown = store.shownRows;
  return (
    <>
      <PageHeader
        title="Search words"
        description="What shoppers type, and what it also finds. Hindi typed in Devanagari is matched by its Latin spelling."
      >
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/settings">
            <LuArrowLeft aria-hidden /> Settings
          </RouterLink>
        </Button>
      </PageHeader>
      {failure ? <RetryAlert message={failure} onRetry={() => void store.load()} /> : null}
      {store.state.status !== 'loaded' ? (
        failure ? null : (
          <Text color="gray.600">Loading search words…</Text>
        )
      ) : (
        <chakra.form onSubmit={submit} noValidate aria-label="Search words">
          <Stack gap="4" maxW="4xl">
            <Text fontSize="sm" color="gray.700">
              The words of a row find each other, in both directions. With words in “Also find”, the row's
              words also find those, one way: “almirah” finds wardrobes, “wardrobe” does not find almirahs.
            </Text>
            <HStack gap="3" flexWrap="wrap" justify="space-between">
              <Input
                type="search"
                aria-label="Find a word in the table"
                placeholder="Find a word"
                value={store.filter}
                onChange={(event) => store.setFilter(event.target.value)}
                maxW="xs"
                bg="white"
              />
              <Text fontSize="sm" color="gray.600" aria-live="polite">
                {shown.length === store.rows.length
                  ? `${store.rows.length} of ${MAX_SEARCH_WORD_ROWS} rows`
                  : `${shown.length} of ${store.rows.length} rows hold “${store.filter.trim()}”`}
              </Text>
            </HStack>
            {store.rows.length === 0 ? (
              <Alert.Root status="info" rounded="md">
                <Alert.Indicator />
                <Alert.Title>
                  No search words: search finds the words of the catalogue and their typos only.
                </Alert.Title>
              </Alert.Root>
            ) : null}
            <Stack gap="3" ref={listRef}>
              {shown.map(({ row, number }) => (
                <SearchWordRowFields
                  key={row.id}
                  store={store}
                  row={row}
                  number={number}
                  error={store.errors[row.id]}
                />
              ))}
            </Stack>
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Button
                variant="outline"
                onClick={() => {
                  focusRow.current = store.addRow();
                }}
              >
                <LuPlus aria-hidden /> Add row
              </Button>
              <Button type="submit" colorPalette="brand" loading={store.saving}>
                Save search words
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
    </>
  );
});

/** One row: its own observer, so typing in it draws it alone, not the table's other rows. */
const SearchWordRowFields = observer(function SearchWordRowFields({
  store,
  row,
  number,
  error,
}: {
  store: AdminSearchWordsStore;
  row: SearchWordRowForm;
  number: number;
  error: string | undefined;
}) {
  return (
    <chakra.fieldset
      data-row={row.id}
      borderWidth="1px"
      borderColor={error ? 'red.300' : 'gray.200'}
      rounded="md"
      bg="white"
      p="3"
      minW="0"
    >
      <chakra.legend px="1" fontSize="sm" fontWeight="semibold" color="gray.700">
        Row {number}
      </chakra.legend>
      <Grid templateColumns={{ base: '1fr', md: '3fr 2fr auto' }} gap="3" alignItems="start">
        <TextField
          label="Shoppers type"
          value={row.words}
          onChange={(value) => store.set(row, 'words', value)}
          error={error}
          helper="Words or phrases, separated by commas."
        />
        <TextField
          label="Also find"
          value={row.means}
          onChange={(value) => store.set(row, 'means', value)}
          helper="Empty: the words find each other."
        />
        <Button
          variant="ghost"
          colorPalette="red"
          size="sm"
          mt={{ base: 0, md: '7' }}
          alignSelf="start"
          onClick={() => store.removeRow(row.id)}
        >
          <LuTrash2 aria-hidden /> Remove row {number}
        </Button>
      </Grid>
    </chakra.fieldset>
  );
});
