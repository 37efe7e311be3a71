import { useEffect, useState } from 'react';
import { Field, HStack, Input, Stack, Table, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { bulkPatchOf, type BulkEdit } from '../../../../domain/catalogue/BulkProductEdit';
import { formatRupees } from '../../../../domain/text/Money';
import type { ProductBulkEditStore } from '../ProductBulkEditStore';
import { useFieldDescription } from '../../../shared/hooks/useFieldDescription';
import { FilterSelect, type FilterOption } from '../../common/FilterSelect';
import { FormDialog } from '../../common/FormDialog';

type Mode = 'percent' | 'amount';
const MODES: FilterOption<Mode>[] = [
  { value: 'percent', label: 'By a percentage' },
  { value: 'amount', label: 'By an amount (₹)' },
];
/** Rows of the preview; the rest are counted. */
const PREVIEW_ROWS = 8;

/** The typed change as a whole number within bounds, or the words that say what is wrong. */
const parseChange = (mode: Mode, text: string): { value: number } | { error: string } => {
  const value = Number(text.trim());
  if (text.trim() === '' || !Number.isInteger(value) || value === 0)
    return {
      error:
        mode === 'percent'
          ? 'Please enter a whole percentage, e.g. 10 to raise or -10 to lower.'
          : 'Please enter whole rupees, e.g. 500 to raise or -500 to lower.',
    };
  if (mode === 'percent' && (value < -99 || value > 500))
    return { error: 'Please enter a percentage from -99 to 500.' };
  if (mode === 'amount' && Math.abs(value) > 1_00_00_000)
    return { error: 'Please enter an amount of at most ₹1,00,00,000 either way.' };
  return { value };
};

const describeChange = (mode: Mode, value: number): string =>
  mode === 'percent'
    ? `repriced (${value > 0 ? '+' : ''}${value}%)`
    : `repriced (${value > 0 ? '+' : '−'}${formatRupees(Math.abs(value))})`;

/** Change the price of the chosen products by a percentage or an amount, with a preview of the new prices. */
export const BulkPriceDialog = observer(function BulkPriceDialog({
  bulk,
  onClose,
}: {
  bulk: ProductBulkEditStore;
  onClose: () => void;
}) {
  const [mode, setMode] = useState<Mode>('percent');
  const [text, setText] = useState('');
  const [touched, setTouched] = useState(false);
  useEffect(() => {
    void bulk.loadTargets();
    return bulk.clearTargets;
  }, [bulk]);
  const parsed = parseChange(mode, text);
  const edit: BulkEdit | null = 'value' in parsed ? { kind: 'price', mode, change: parsed.value } : null;
  const targets = bulk.targets ?? [];
  const error = touched && 'error' in parsed ? parsed.error : undefined;
  const description = useFieldDescription({ error: error !== undefined, helper: true });

  return (
    <FormDialog
      title="Change prices"
      submitLabel={`Change ${targets.length} ${targets.length === 1 ? 'price' : 'prices'}`}
      size="lg"
      scrollBehavior="inside"
      onClose={onClose}
      onSubmit={async () => {
        setTouched(true);
        if (!edit || !('value' in parsed) || bulk.targets === null || targets.length === 0) return false;
        return bulk.apply(edit, describeChange(mode, parsed.value));
      }}
    >
      <Stack gap="4">
        <HStack gap="3" align="start" wrap="wrap">
          <FilterSelect label="How to change the price" value={mode} options={MODES} onChange={setMode} />
          <Field.Root ids={description.ids} invalid={error !== undefined} flex="1" minW="40">
            <Field.Label>{mode === 'percent' ? 'Change in per cent' : 'Change in rupees'}</Field.Label>
            <Input
              aria-describedby={description.describedBy}
              inputMode="numeric"
              value={text}
              onChange={(event) => setText(event.target.value)}
              onBlur={() => setTouched(true)}
              placeholder={mode === 'percent' ? 'e.g. 10 or -10' : 'e.g. 500 or -500'}
            />
            {error ? <Field.ErrorText>{error}</Field.ErrorText> : null}
            <Field.HelperText>
              New prices are rounded to whole rupees and never go below ₹1 (nor any variant's). An MRP that is
              no longer above the new price is removed: the new price is then the MRP.
            </Field.HelperText>
          </Field.Root>
        </HStack>
        {bulk.loadingTargets ? (
          <Text color="gray.600">Loading the chosen products…</Text>
        ) : targets.length === 0 ? (
          <Text color="gray.600">No products are chosen.</Text>
        ) : (
          <PricePreview targets={targets} edit={edit} />
        )}
      </Stack>
    </FormDialog>
  );
});

function PricePreview({
  targets,
  edit,
}: {
  targets: NonNullable<ProductBulkEditStore['targets']>;
  edit: BulkEdit | null;
}) {
  const shown = targets.slice(0, PREVIEW_ROWS);
  return (
    <Stack gap="2">
      <Table.Root size="sm" aria-label="New prices">
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader>Product</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">Now</Table.ColumnHeader>
            <Table.ColumnHeader textAlign="end">New</Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {shown.map((product) => {
            const patch = edit ? bulkPatchOf(product, edit) : null;
            const endsDiscount =
              patch !== null && product.originalPrice !== undefined && !patch.originalPrice;
            return (
              <Table.Row key={product.id}>
                <Table.Cell>
                  {product.name}
                  {endsDiscount ? (
                    <Text as="span" display="block" fontSize="xs" color="gray.600">
                      MRP {formatRupees(product.originalPrice!)} removed: the new price is the MRP
                    </Text>
                  ) : null}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap">
                  {formatRupees(product.price)}
                </Table.Cell>
                <Table.Cell textAlign="end" whiteSpace="nowrap" fontWeight="semibold">
                  {patch?.price === undefined ? '—' : formatRupees(patch.price)}
                </Table.Cell>
              </Table.Row>
            );
          })}
        </Table.Body>
      </Table.Root>
      {targets.length > shown.length ? (
        <Text fontSize="sm" color="gray.600">
          and {targets.length - shown.length} more
        </Text>
      ) : null}
    </Stack>
  );
}
