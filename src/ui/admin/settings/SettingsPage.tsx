import type { FormEvent } from 'react';
import { Box, Button, chakra, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuSearch } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import type { ShopSettingsField } from '../../../domain/settings/ShopSettingsValidation';
import { adminMessageFor } from '../../../domain/staff/adminMessages';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { PageHeader } from '../common/PageHeader';
import { FormSection } from '../products/productForm/FormSection';
import { TextField } from '../products/productForm/TextField';
import { createAdminSettingsStore } from './AdminSettingsStore';
import { StateSelectField } from './StateSelectField';
import { SelectField } from '../../shared/components/SelectField';
import { GrievanceOfficerFields } from './GrievanceOfficerFields';
import { MessagesNote } from './MessagesNote';
import { WhatsAppFields } from './WhatsAppFields';
import { GatewayKeyNote } from './GatewayKeyNote';
import { settingsField } from './settingsField';

/** /admin/settings: the shop's contact details and money rules; the storefront changes at once. */
export const SettingsPage = observer(function SettingsPage() {
  const { settings } = useStores();
  // The form starts from the stored values, so it waits for them on a first visit: saved, the defaults would
  // overwrite the owner's settings.
  if (settings.state.status === 'loaded') return <SettingsForm />;
  if (settings.state.status !== 'failed') return <PageSpinner />;
  return (
    <>
      <PageHeader title="Settings" />
      <RetryAlert message={adminMessageFor('SETTINGS.LOAD_FAILED')} onRetry={settings.retry} />
    </>
  );
});

const SettingsForm = observer(function SettingsForm() {
  const { settings } = useStores();
  const store = useScreenStore(createAdminSettingsStore);
  const field = (
    name: ShopSettingsField,
    label: string,
    helper: string,
    inputMode: 'numeric' | 'decimal' | 'tel' | 'email',
  ) => (
    <TextField label={label} required {...settingsField(store, name)} helper={helper} inputMode={inputMode} />
  );
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void store.save();
  };
  return (
    <>
      <PageHeader title="Settings" description="Shown in the shop's header and footer, and used at checkout.">
        <Button asChild variant="outline" size="sm">
          <RouterLink to="/admin/settings/search-words">
            <LuSearch aria-hidden /> Search words
          </RouterLink>
        </Button>
      </PageHeader>
      <chakra.form onSubmit={submit} noValidate aria-label="Shop settings">
        <Stack gap="5" maxW="3xl">
          <MessagesNote />
          <FormSection title="Contact">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field('phone', 'Phone', 'Shown in the header strip.', 'tel')}
              {field('email', 'E-mail', 'Shown in the header strip and footer.', 'email')}
            </SimpleGrid>
          </FormSection>
          <FormSection title="Shipping and tax" description="Whole rupees.">
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'freeShippingThreshold',
                'Free shipping above (₹)',
                'Orders above this ship free; the header says so.',
                'numeric',
              )}
              {field('shippingFee', 'Shipping fee (₹)', 'Charged on orders up to the threshold.', 'numeric')}
              {field('gstRate', 'GST rate (%)', 'Included in prices; shown on the order summary.', 'decimal')}
              {field(
                'lowStockThreshold',
                'Low-stock threshold',
                'An order leaving a product at or below this raises a notification.',
                'numeric',
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection
            title="Order limits"
            description="Cash on delivery costs a prankster nothing, so each customer's open (unshipped) orders are bounded."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'maxOpenOrders',
                'Open cash-on-delivery orders per customer',
                'Pending or confirmed orders paid on delivery, at once.',
                'numeric',
              )}
              {field(
                'maxOpenPrepaidOrders',
                'Open prepaid orders per customer',
                'Pending or confirmed orders paid by UPI, at once: each is paid or soon cancelled, so allow more.',
                'numeric',
              )}
              {field(
                'maxOpenCodValue',
                'Open cash-on-delivery value (₹)',
                'The most one customer may owe on delivery at once.',
                'numeric',
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection
            title="Returns"
            description="A delivered order's page offers 'Request a return' for this long; 0 turns returns off."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'returnWindowDays',
                'Return window (days)',
                'Counted from the day of delivery.',
                'numeric',
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection
            title="UPI payments"
            description="Shoppers pay from their own UPI app to this UPI ID and report the transaction's UTR; you mark the order paid once the money is on your bank statement. Leave both empty to take cash on delivery only."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="UPI ID"
                {...settingsField(store, 'upiId')}
                helper="Where payments go, e.g. yourshop@okaxis."
              />
              <TextField
                label="Payee name"
                {...settingsField(store, 'upiPayeeName')}
                helper="The name shoppers see in their UPI app."
              />
              {field(
                'paymentWindowHours',
                'Payment window (hours)',
                'A UPI order with no UTR this long after it was placed is cancelled, and its stock released.',
                'numeric',
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection
            title="Online payment"
            description="Cards, UPI, netbanking and EMI through a payment gateway, each payment verified by the shop's server before the order is paid. The demo shop takes them through its demo gateway. A shop on Firebase turns it on once the server module is deployed with Razorpay's key secret and webhook secret (see the README). The key id is the gateway's public one; its secret never goes here."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <SelectField label="Payment gateway" {...settingsField(store, 'paymentGateway')}>
                <option value="">None: cash on delivery and UPI only</option>
                <option value="razorpay">Razorpay</option>
              </SelectField>
              <TextField
                label="Key id"
                {...settingsField(store, 'paymentGatewayKeyId')}
                helper="From Razorpay's dashboard, e.g. rzp_live_AbCdEf12345678."
              />
              {field(
                'emiMinimum',
                'EMI from (₹)',
                'Product pages and checkout offer EMI on prices of at least this many whole rupees.',
                'numeric',
              )}
            </SimpleGrid>
            <TextField
              label="EMI plans"
              multiline
              placeholder={
                '6 months, HDFC Bank credit cards, 15%, no-cost\n9 months, Bajaj Finance EMI card, 16%'
              }
              {...settingsField(store, 'emiPlans')}
              helper='The plans your gateway account offers, one a line: months (3, 6, 9, 12, 18 or 24), the lender, its interest a year, and "no-cost" where the shop gives the interest to the shopper as an upfront discount. Shoppers then read "interest given as an upfront discount by Sheesham Home", never "0% interest".'
            />
            <GatewayKeyNote />
          </FormSection>
          <FormSection
            title="Cash on delivery"
            description="A large cash-on-delivery order that nobody confirmed is the commonest parcel to come back. Above this amount, the shopper confirms the order from its page (and its message) before you prepare it."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {field(
                'codConfirmAbove',
                'Ask to confirm orders above (₹)',
                'Whole rupees; 0 asks for none.',
                'numeric',
              )}
              {field(
                'codConfirmWithinHours',
                'Time to confirm (hours)',
                'An order not confirmed this long after it was placed is cancelled, and its stock released.',
                'numeric',
              )}
            </SimpleGrid>
          </FormSection>
          <FormSection
            title="WhatsApp"
            description="Shoppers who ask for it in their profile get their order's messages on WhatsApp, sent through the WhatsApp Business Cloud API with the access token kept on the server. A message WhatsApp cannot deliver goes by e-mail, as returns and complaints always do."
          >
            <WhatsAppFields store={store} />
          </FormSection>
          <FormSection
            title="Seller details"
            description="Printed on every GST invoice (CGST Rules, rule 46), as they stand when the order is confirmed, and shown to shoppers in the footer and on the Contact Us page. Leave a detail empty and the shop says nothing about it."
          >
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              <TextField
                label="Legal name"
                {...settingsField(store, 'sellerLegalName')}
                helper="As on the GST registration."
              />
              <TextField
                label="GSTIN"
                {...settingsField(store, 'sellerGstin')}
                helper="15 characters, e.g. 08ABCDE1234F1Z0."
              />
              <TextField
                label="Registered address"
                {...settingsField(store, 'sellerAddress')}
                helper="Street, town and PIN code."
              />
              <StateSelectField
                label="State"
                {...settingsField(store, 'sellerState')}
                helper="Deliveries within it are taxed CGST + SGST, elsewhere IGST."
              />
              <TextField
                label="Invoice prefix"
                required
                {...settingsField(store, 'invoicePrefix')}
                helper="1 to 3 capital letters or digits: SH gives SH/26-27/000123."
              />
            </SimpleGrid>
            <GrievanceOfficerFields store={store} />
          </FormSection>
          <Box>
            <HStack justify="end" gap="3">
              <Button variant="outline" onClick={() => store.reset(settings.settings)}>
                Reset
              </Button>
              <Button type="submit" colorPalette="brand" loading={store.saving}>
                Save Settings
              </Button>
            </HStack>
          </Box>
        </Stack>
      </chakra.form>
    </>
  );
});
