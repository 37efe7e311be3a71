import { Text } from '@chakra-ui/react';
import { DELETED_CUSTOMER_NAME, ORDER_RECORD_RETENTION_YEARS } from '../../../domain/accounts/DataRetention';
import { InfoSection } from './InfoPageLayout';

/** The Privacy Notice on who receives personal data and how long each kind is kept. */
export function PrivacySharingAndRetention() {
  return (
    <>
      <InfoSection title="Who we share it with">
        <ul>
          <li>
            <strong>Google (Firebase)</strong> runs the shop for us as our data processor: it hosts the shop,
            keeps its database (Cloud Firestore), signs you in (Firebase Authentication) and stores product
            photos. It handles your data only on our instructions, and may check that requests come from the
            shop&apos;s own pages to keep automated abuse out.
          </li>
          <li>
            <strong>Whoever delivers your order</strong> (our own delivery team or a courier) receives the
            name, phone number and address on the order, and what to deliver.
          </li>
          <li>
            <strong>Our e-mail provider</strong> carries the messages we send you about your orders, returns
            and complaints: your e-mail address and what the message says.
          </li>
          <li>
            <strong>Meta (WhatsApp)</strong>, only if you ask in your profile for your order updates on
            WhatsApp: your mobile number and what each update says. Untick it in your profile and we stop.
          </li>
          <li>
            <strong>Payments</strong>: a UPI payment goes from your bank to ours through the UPI network; we
            see only what our bank statement shows and the UTR you give us. We never receive your UPI PIN or
            card details.
          </li>
          <li>
            <strong>Authorities</strong>, such as the GST authorities or a court, when the law requires us to.
          </li>
        </ul>
        <Text>Nobody else receives your personal data, and we never sell it or use it for advertising.</Text>
      </InfoSection>
      <InfoSection title="How long we keep it">
        <ul>
          <li>Your account, profile and saved addresses: until you delete your account.</li>
          <li>
            Your reviews stay with the product they describe; when you delete your account, your name is
            removed from them.
          </li>
          <li>
            Your orders and their tax invoices: as long as your account, and at least{' '}
            {ORDER_RECORD_RETENTION_YEARS} years. GST law (section 36 of the CGST Act, 2017) requires a seller
            to keep its accounts and invoices for 72 months after the year&apos;s annual return is due, which
            for any order ends within {ORDER_RECORD_RETENTION_YEARS} years. When you delete your account we
            keep your orders only for these tax records; once {ORDER_RECORD_RETENTION_YEARS} years have passed
            since an order was placed, the name, e-mail address, phone number and address on it are replaced
            by {`‘${DELETED_CUSTOMER_NAME}’`}.
          </li>
        </ul>
      </InfoSection>
    </>
  );
}
