import { useState, type FormEvent } from 'react';
import { Box, Button, chakra, Checkbox, Link, Text } from '@chakra-ui/react';
import type { AlertKind } from '../../../domain/alerts/Alert';
import { ALERT_TEXT } from '../../../domain/alerts/alertTexts';
import { validateEmail } from '../../../domain/accounts/AccountForms';
import { FormTextField } from '../common/FormTextField';

/** A guest's address for one alert, with their consent to be written to about it. */
export function GuestAlertForm({
  kind,
  onAsk,
}: {
  kind: AlertKind;
  onAsk: (email: string) => Promise<string | null>;
}) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [errors, setErrors] = useState<{ email?: string; consent?: string; form?: string }>({});
  const [sending, setSending] = useState(false);
  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const emailProblem = validateEmail(email) ?? undefined;
    const found = {
      ...(emailProblem ? { email: ALERT_TEXT.emailInvalid } : {}),
      ...(consent ? {} : { consent: ALERT_TEXT.consentNeeded }),
    };
    setErrors(found);
    if (found.email || found.consent) return;
    setSending(true);
    const problem = await onAsk(email.trim());
    setSending(false);
    if (problem) setErrors({ form: problem });
  };
  const consentError = `alert-consent-error-${kind}`;
  return (
    <Box borderWidth="1px" borderColor="brand.100" rounded="md" p="3">
      <chakra.form
        display="flex"
        flexDirection="column"
        gap="3"
        onSubmit={(event) => void submit(event)}
        noValidate
      >
        <FormTextField
          name="alertEmail"
          label={ALERT_TEXT.emailLabel}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          value={email}
          onChange={setEmail}
          error={errors.email}
        />
        <Checkbox.Root
          checked={consent}
          onCheckedChange={(details) => setConsent(details.checked === true)}
          invalid={Boolean(errors.consent)}
          colorPalette="brand"
          alignItems="start"
        >
          <Checkbox.HiddenInput
            name="alertConsent"
            aria-describedby={errors.consent ? consentError : undefined}
          />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal" fontSize="sm">
            {ALERT_TEXT.consent}{' '}
            <Link href="/privacy" target="_blank" rel="noopener" color="brand.700" textDecoration="underline">
              Privacy notice
            </Link>
          </Checkbox.Label>
        </Checkbox.Root>
        {errors.consent ? (
          <Text id={consentError} fontSize="sm" color="red.700">
            {errors.consent}
          </Text>
        ) : null}
        {errors.form ? (
          <Text role="alert" fontSize="sm" color="red.700">
            {errors.form}
          </Text>
        ) : null}
        <Button type="submit" colorPalette="brand" size="sm" alignSelf="start" loading={sending}>
          {kind === 'back-in-stock' ? ALERT_TEXT.notifyBack : ALERT_TEXT.priceDrop}
        </Button>
      </chakra.form>
    </Box>
  );
}
