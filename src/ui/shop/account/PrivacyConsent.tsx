import type { Ref } from 'react';
import { Box, Checkbox, Heading, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { PRIVACY_NOTICE } from './privacyTexts';

const TITLE_ID = 'privacy-notice-title';
const ERROR_ID = 'privacy-consent-error';

interface Props {
  checked: boolean;
  onChange: (checked: boolean) => void;
  /** Why the account cannot be made yet (the box is not ticked), shown under the box. */
  error: string | null;
  /** The checkbox itself, so a refused form can take the shopper to it. */
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * The short notice of what the shop keeps and why (DPDP Act 2023, s.5), with its consent box: never ticked in
 * advance, required to make an account. The full Privacy Notice opens in a new tab, so the form keeps what was typed.
 */
export function PrivacyConsent({ checked, onChange, error, inputRef }: Props) {
  return (
    <Box
      as="section"
      aria-labelledby={TITLE_ID}
      bg="brand.50"
      borderWidth="1px"
      borderColor="brand.100"
      rounded="md"
      p="4"
    >
      <Stack gap="2">
        <Heading as="h2" id={TITLE_ID} size="sm" color="brand.800">
          {PRIVACY_NOTICE.heading}
        </Heading>
        <Text fontSize="sm">{PRIVACY_NOTICE.collected}</Text>
        <Text fontSize="sm">{PRIVACY_NOTICE.purpose}</Text>
        <Text fontSize="sm">{PRIVACY_NOTICE.rights}</Text>
        <Link
          href="/privacy"
          target="_blank"
          rel="noopener"
          color="brand.700"
          fontSize="sm"
          fontWeight="semibold"
          textDecoration="underline"
          alignSelf="start"
        >
          {PRIVACY_NOTICE.link}
          <VisuallyHidden> {PRIVACY_NOTICE.linkNote}</VisuallyHidden>
        </Link>
        <Checkbox.Root
          checked={checked}
          onCheckedChange={(details) => onChange(details.checked === true)}
          invalid={error !== null}
          required
          colorPalette="brand"
          alignItems="start"
          mt="1"
        >
          <Checkbox.HiddenInput
            ref={inputRef}
            name="privacyConsent"
            aria-describedby={error ? ERROR_ID : undefined}
          />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal" fontSize="sm">
            {PRIVACY_NOTICE.consent}
          </Checkbox.Label>
        </Checkbox.Root>
        {error ? (
          <Text id={ERROR_ID} fontSize="sm" color="red.700" ps="7">
            {error}
          </Text>
        ) : null}
      </Stack>
    </Box>
  );
}
