import { Alert, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useStores } from '../../app/stores/StoresContext';
import { InfoLink } from './InfoLink';
import { InfoPageLayout, InfoSection } from './InfoPageLayout';
import { PrivacyRights } from './PrivacyRights';
import { PrivacySharingAndRetention } from './PrivacySharingAndRetention';

/** What the shop collects, and why: each kind of personal data with its purpose. */
const COLLECTED = [
  {
    what: 'Your name and e-mail address',
    why: 'to create your account, sign you in and send the e-mails an account needs (verifying your address, resetting your password). With Google sign-in we also receive the address of your Google profile picture.',
  },
  {
    what: 'Phone numbers and delivery addresses',
    why: 'the addresses you save in your profile and the one on each order: to deliver your order and to call you about it.',
  },
  {
    what: 'Your orders',
    why: 'what you bought, at what price, how you paid (with the UTR of a UPI payment), their status, cancellations and return requests: to supply, invoice and support your orders, and to keep the tax records the law requires.',
  },
  {
    what: 'Your reviews',
    why: 'the stars and words you give a product you bought, shown to other shoppers with your name once we have checked them.',
  },
  {
    what: 'Your complaints',
    why: 'the subject, what happened, the order it concerns, how to reach you and our replies: to resolve the complaint.',
  },
] as const;

/**
 * /privacy: the Privacy Notice of the Digital Personal Data Protection Act, 2023 and its 2025 Rules — what is
 * collected and why, the legal basis, who it is shared with, how long it is kept and the shopper's rights.
 */
export const PrivacyPage = observer(function PrivacyPage() {
  const stores = useStores();
  const { settings } = stores.settings;
  const demo = stores.demo.controls !== undefined;
  return (
    <InfoPageLayout
      title="Privacy Notice"
      description="What personal data Sheesham Home collects and why, who it is shared with, how long it is kept, and your rights under the Digital Personal Data Protection Act, 2023."
      intro={
        <Text>
          This notice explains what personal data{' '}
          {settings.sellerLegalName === ''
            ? 'Sheesham Home'
            : `${settings.sellerLegalName}, which runs Sheesham Home,`}{' '}
          collects when you shop with us, why, who it is shared with, how long it is kept, and your rights
          over it under the Digital Personal Data Protection Act, 2023 and the Digital Personal Data
          Protection Rules, 2025.
        </Text>
      }
    >
      {demo ? (
        <Alert.Root status="info" rounded="md">
          <Alert.Indicator />
          <Alert.Description>
            This is the demonstration shop: what you enter here stays in this browser, is shared with no one,
            and goes when you press &lsquo;Reset demo data&rsquo; in the footer. The notice describes the shop
            as it runs for real.
          </Alert.Description>
        </Alert.Root>
      ) : null}
      <InfoSection title="What we collect and why">
        <ul>
          {COLLECTED.map((item) => (
            <li key={item.what}>
              <strong>{item.what}</strong>: {item.why}
            </li>
          ))}
        </ul>
        <Text>
          Your cart, your wishlist, the last pincode you checked and your last five searches stay in your
          browser&apos;s storage on this device (the search box&apos;s &lsquo;Clear&rsquo; forgets the
          searches); the cart reaches us only as the order you place. We use no advertising or analytics
          trackers, and we never sell your data.
        </Text>
      </InfoSection>
      <InfoSection title="Why we may use it">
        <Text>
          We use your personal data with your consent, which you give when you create your account, for the
          purposes above and no others. Where the law requires us to keep something (our tax records), we keep
          it for that reason, as the Act allows, for as long as that law says.
        </Text>
        <Text>
          You need to be 18 or older to create an account and buy from us. If you believe a child has given us
          personal data, please tell our grievance officer and we will delete it.
        </Text>
      </InfoSection>
      <PrivacySharingAndRetention />
      <PrivacyRights />
      <InfoSection title="Changes to this notice">
        <Text>
          If we change what we collect or why, we will update this notice and, where the change needs your
          consent, ask for it again. Our <InfoLink to="/terms">Terms of Sale</InfoLink> cover buying from us.
        </Text>
      </InfoSection>
    </InfoPageLayout>
  );
});
