import { Box, Checkbox, Link, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useCheckoutStore } from './checkoutStores';

const NOTE_ID = 'terms-consent-note';
const ERROR_ID = 'terms-consent-error';

/** The terms open in a new tab, so the checkout keeps everything typed (and the tick) while the shopper reads. */
function TermsLink({ to, children }: { to: string; children: string }) {
  return (
    <Link href={to} target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
      {children}
    </Link>
  );
}

/**
 * 'I agree to the Terms of Sale and the Return Policy': never ticked in advance, required to place the order. Left
 * unticked, the message appears under it and the order waits.
 */
export const TermsConsent = observer(function TermsConsent() {
  const checkout = useCheckoutStore();
  const error = checkout.termsError;
  return (
    <Box>
      <Checkbox.Root
        checked={checkout.termsAccepted}
        onCheckedChange={(details) => checkout.setTermsAccepted(details.checked === true)}
        invalid={error !== null}
        required
        colorPalette="brand"
        alignItems="start"
      >
        <Checkbox.HiddenInput aria-describedby={error ? `${ERROR_ID} ${NOTE_ID}` : NOTE_ID} />
        <Checkbox.Control mt="0.5" />
        <Checkbox.Label fontWeight="normal">
          I agree to the <TermsLink to="/terms">Terms of Sale</TermsLink> and the{' '}
          <TermsLink to="/returns">Return Policy</TermsLink>
        </Checkbox.Label>
      </Checkbox.Root>
      <Text id={NOTE_ID} fontSize="xs" color="gray.600" mt="1" ps="7">
        Both open in a new tab, so nothing you entered here is lost.
      </Text>
      {error ? (
        <Text id={ERROR_ID} fontSize="sm" color="red.700" mt="1" ps="7" data-testid="terms-consent-error">
          {error}
        </Text>
      ) : null}
    </Box>
  );
});
