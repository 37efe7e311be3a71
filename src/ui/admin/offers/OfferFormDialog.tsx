import { chakra, Checkbox, CheckboxGroup, RadioGroup, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import type { OfferForm } from '../../../domain/offers/OfferForm';
import { PAYMENT_METHODS, type PaymentMethod } from '../../../domain/orders/Order';
import { FormDialog } from '../common/FormDialog';
import { TextField } from '../products/productForm/TextField';
import type { AdminOffersStore } from './AdminOffersStore';

const PAYMENT_NAMES: Record<PaymentMethod, string> = {
  cod: 'Cash on delivery',
  upi: 'UPI',
  online: 'Online (cards, netbanking, EMI)',
};

/** A group of fields under its legend (the native elements: the shop's trimmed theme has no Fieldset recipe). */
function Group({ legend, helper, children }: { legend: string; helper?: string; children: ReactNode }) {
  return (
    <chakra.fieldset display="flex" flexDirection="column" gap="2" border="0" p="0" m="0" minW="0">
      <chakra.legend fontWeight="medium" mb="1" p="0">
        {legend}
      </chakra.legend>
      {helper ? (
        <Text fontSize="sm" color="gray.600">
          {helper}
        </Text>
      ) : null}
      {children}
    </chakra.fieldset>
  );
}

function Tick({
  checked,
  onChange,
  children,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  children: string;
}) {
  return (
    <Checkbox.Root checked={checked} onCheckedChange={(event) => onChange(event.checked === true)}>
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>{children}</Checkbox.Label>
    </Checkbox.Root>
  );
}

/**
 * Adds an offer or changes its terms. Only its code (or automatic), kind and value need filling: every other field
 * has the default a new offer gets (no minimum, starting today, no end, unlimited, any payment method).
 */
export const OfferFormDialog = observer(function OfferFormDialog({ store }: { store: AdminOffersStore }) {
  const { form, errors, editing } = store;
  const text = (field: keyof OfferForm) => (value: string) => store.setForm({ [field]: value });
  const isNew = editing === null;
  return (
    <FormDialog
      title={isNew ? 'Add offer' : `Edit offer ${editing?.code ?? ''}`.trim()}
      submitLabel={isNew ? 'Add offer' : 'Save offer'}
      size={{ base: 'full', sm: 'lg' }}
      scrollBehavior="inside"
      onSubmit={store.save}
      onClose={store.close}
    >
      <Stack gap="4">
        {isNew ? (
          <Group legend="How shoppers get it">
            <RadioGroup.Root
              value={form.automatic ? 'automatic' : 'coupon'}
              onValueChange={(event) => store.setForm({ automatic: event.value === 'automatic' })}
            >
              <Stack gap="2">
                <RadioGroup.Item value="coupon">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>A coupon code they type</RadioGroup.ItemText>
                </RadioGroup.Item>
                <RadioGroup.Item value="automatic">
                  <RadioGroup.ItemHiddenInput />
                  <RadioGroup.ItemIndicator />
                  <RadioGroup.ItemText>Automatic: every cart that qualifies</RadioGroup.ItemText>
                </RadioGroup.Item>
              </Stack>
            </RadioGroup.Root>
          </Group>
        ) : null}
        {isNew && !form.automatic ? (
          <TextField
            label="Coupon code"
            required
            value={form.code}
            onChange={text('code')}
            error={errors.code}
            helper="Letters and digits, 3 to 20; shoppers may type it in any case."
          />
        ) : null}
        <Group legend="Discount">
          <RadioGroup.Root
            value={form.kind}
            onValueChange={(event) => store.setForm({ kind: event.value === 'flat' ? 'flat' : 'percent' })}
          >
            <Stack direction="row" gap="4" flexWrap="wrap">
              <RadioGroup.Item value="percent">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Percent off</RadioGroup.ItemText>
              </RadioGroup.Item>
              <RadioGroup.Item value="flat">
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>Rupees off</RadioGroup.ItemText>
              </RadioGroup.Item>
            </Stack>
          </RadioGroup.Root>
        </Group>
        <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
          <TextField
            label={form.kind === 'percent' ? 'Percent off' : 'Rupees off'}
            required
            inputMode="numeric"
            value={form.value}
            onChange={text('value')}
            error={errors.value}
          />
          {form.kind === 'percent' ? (
            <TextField
              label="Most it takes off (₹)"
              inputMode="numeric"
              value={form.maxDiscount}
              onChange={text('maxDiscount')}
              error={errors.maxDiscount}
              helper="Leave empty for no cap."
            />
          ) : null}
          <TextField
            label="Minimum order value (₹)"
            inputMode="numeric"
            value={form.minOrderValue}
            onChange={text('minOrderValue')}
            error={errors.minOrderValue}
            helper="Before shipping. Leave empty for none."
          />
          <TextField
            label="First day (India time)"
            type="date"
            value={form.startsOn}
            onChange={text('startsOn')}
            error={errors.startsOn}
          />
          <TextField
            label="Last day (India time)"
            type="date"
            value={form.endsOn}
            onChange={text('endsOn')}
            error={errors.endsOn}
            helper="Leave empty for no end."
          />
          <TextField
            label="Redemptions in all"
            inputMode="numeric"
            value={form.maxRedemptions}
            onChange={text('maxRedemptions')}
            error={errors.maxRedemptions}
            helper="Leave empty for unlimited."
          />
          <TextField
            label="Redemptions per account"
            inputMode="numeric"
            value={form.perAccount}
            onChange={text('perAccount')}
            error={errors.perAccount}
            helper="Leave empty for unlimited."
          />
        </SimpleGrid>
        <Group legend="Payment methods" helper="None ticked: any payment method.">
          <CheckboxGroup
            value={form.paymentMethods}
            onValueChange={(methods) =>
              store.setForm({
                paymentMethods: PAYMENT_METHODS.filter((method) => methods.includes(method)),
              })
            }
          >
            <Stack gap="2">
              {PAYMENT_METHODS.map((method) => (
                <Checkbox.Root key={method} value={method}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{PAYMENT_NAMES[method]}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </Stack>
          </CheckboxGroup>
        </Group>
        <Group
          legend="Where it applies"
          helper="No category and no product: the whole order. Otherwise only the lines of these."
        >
          <CheckboxGroup
            value={form.categoryIds}
            onValueChange={(categoryIds) => store.setForm({ categoryIds })}
          >
            <SimpleGrid columns={{ base: 1, sm: 2 }} gap="2">
              {store.categories.map((category) => (
                <Checkbox.Root key={category.id} value={category.slug}>
                  <Checkbox.HiddenInput />
                  <Checkbox.Control />
                  <Checkbox.Label>{category.name}</Checkbox.Label>
                </Checkbox.Root>
              ))}
            </SimpleGrid>
          </CheckboxGroup>
          <TextField
            label="Products (their ids, separated by commas)"
            value={form.productIds}
            onChange={text('productIds')}
            error={errors.productIds}
          />
        </Group>
        <Stack gap="2">
          <Tick
            checked={form.firstOrderOnly}
            onChange={(firstOrderOnly) => store.setForm({ firstOrderOnly })}
          >
            First order only
          </Tick>
          <Tick checked={form.combinable} onChange={(combinable) => store.setForm({ combinable })}>
            Combines with other offers that combine
          </Tick>
          <Tick checked={form.active} onChange={(active) => store.setForm({ active })}>
            Active (untick to pause it)
          </Tick>
          <Text fontSize="sm" color="gray.600">
            Without combining, a shopper gets the best single offer they qualify for.
          </Text>
        </Stack>
      </Stack>
    </FormDialog>
  );
});
