import { useRef, type ChangeEvent } from 'react';
import { Alert, Button, HStack, Progress, Spinner, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuUpload } from 'react-icons/lu';
import { useScreenStore } from '../../../app/stores/useScreenStore';
import { createCatalogueImportStore } from '../CatalogueImportStore';
import { DialogFrame } from '../../../shared/components/DialogFrame';
import { ImportPreview } from './ImportPreview';

const OUTCOME_STATUS = { done: 'success', cancelled: 'warning', failed: 'error' } as const;

/**
 * Import CSV: choose a file, see what it would change, confirm; the products are written in steps with a progress bar,
 * and the import can be stopped between steps. `onClose(wrote)` says whether anything was written.
 */
export const CatalogueImportDialog = observer(function CatalogueImportDialog({
  onClose,
}: {
  onClose: (wrote: boolean) => void;
}) {
  const store = useScreenStore(createCatalogueImportStore);
  const input = useRef<HTMLInputElement>(null);
  const writing = store.phase === 'writing';
  const close = () => {
    if (!writing) onClose(store.written > 0);
  };
  const chosen = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (file) void store.chooseFile(file);
  };
  const count = store.writeCount;

  return (
    <DialogFrame
      open
      onOpenChange={(event) => !event.open && close()}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      closeOnInteractOutside={!writing}
      closeOnEscape={!writing}
      title="Import products from CSV"
      footerProps={{ flexWrap: 'wrap' }}
      footer={
        store.phase === 'preview' ? (
          <>
            <Button variant="ghost" onClick={store.reset}>
              Choose another file
            </Button>
            <Button variant="outline" onClick={close}>
              Cancel
            </Button>
            {count > 0 ? (
              <Button colorPalette="brand" onClick={() => void store.confirm()}>
                Import {count} {count === 1 ? 'product' : 'products'}
              </Button>
            ) : null}
          </>
        ) : writing ? (
          <Button variant="outline" onClick={store.cancel} disabled={store.cancelRequested}>
            Cancel import
          </Button>
        ) : (
          <Button
            variant={store.phase === 'finished' ? 'solid' : 'outline'}
            colorPalette="brand"
            onClick={close}
          >
            {store.phase === 'finished' ? 'Close' : 'Cancel'}
          </Button>
        )
      }
    >
      <input ref={input} type="file" accept=".csv,text/csv" hidden aria-label="CSV file" onChange={chosen} />
      {store.phase === 'choose' ? (
        <Stack gap="3">
          <Text fontSize="sm" color="gray.700">
            Use the columns of “Export CSV”: one row per product, and one row per variant with the product’s
            ID or slug. A row with a Product ID updates that product; a row without one adds a product, or
            updates the one with its slug. Nothing is saved until you confirm.
          </Text>
          <Button alignSelf="start" variant="outline" onClick={() => input.current?.click()}>
            <LuUpload aria-hidden /> Choose a CSV file
          </Button>
          {store.fileError ? (
            <Alert.Root status="error" rounded="md">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{store.fileError}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
      {store.phase === 'reading' ? (
        <HStack gap="3" role="status">
          <Spinner size="sm" />
          <Text>Comparing {store.fileName} with the catalogue…</Text>
        </HStack>
      ) : null}
      {store.phase === 'preview' && store.plan ? (
        <ImportPreview plan={store.plan} fileName={store.fileName} />
      ) : null}
      {writing || store.phase === 'finished' ? (
        <Stack gap="4">
          <Progress.Root value={store.written} max={Math.max(1, store.total)} colorPalette="brand">
            <Progress.Label fontSize="sm">
              Written {store.written} of {store.total} products
            </Progress.Label>
            <Progress.Track>
              <Progress.Range />
            </Progress.Track>
          </Progress.Root>
          {writing && store.cancelRequested ? (
            <Text fontSize="sm" role="status">
              Stopping after the products being written now…
            </Text>
          ) : null}
          {store.outcome ? (
            <Alert.Root status={OUTCOME_STATUS[store.outcome.kind]} rounded="md" role="alert">
              <Alert.Indicator />
              <Alert.Title fontWeight="normal">{store.outcome.message}</Alert.Title>
            </Alert.Root>
          ) : null}
        </Stack>
      ) : null}
    </DialogFrame>
  );
});
