import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { Box, Button, chakra, Checkbox, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuBell, LuTrendingDown } from 'react-icons/lu';
import type { AlertKind } from '../../../domain/alerts/Alert';
import { ALERT_TEXT } from '../../../domain/alerts/alertTexts';
import { validateEmail } from '../../../domain/accounts/AccountForms';
import type { Product } from '../../../domain/catalogue/Product';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { FormTextField } from '../common/FormTextField';
import { useAsPrerendered } from '../common/useAsPrerendered';
import type { AlertsStore } from './AlertsStore';

interface Props {
  product: Pick<Product, 'id' | 'name' | 'price'>;
  /** The option on show; null for a product without options (or none chosen). */
  variantId: string | null;
  /** Whether the choice on show is sold out: then "Notify me when it's back" is offered. */
  soldOut: boolean;
}

/**
 * The product page's alerts (docs/behaviour.md#alerts): "Notify me when it's back" on a sold-out choice and "Tell me
 * if the price drops" on any; one tap for a signed-in shopper, an e-mail address with consent for a guest. A drawn
 * page shows the guest's buttons; the shopper's own alerts show once the app has the page. The store's module loads
 * with a signed-in shopper's page or a guest's first tap, not with the product page's own chunk, which every visit
 * downloads.
 */
export const ProductAlerts = observer(function ProductAlerts({ product, variantId, soldOut }: Props) {
  const root = useStores();
  const [store, setStore] = useState<AlertsStore | null>(null);
  const signedIn = useAsPrerendered(root.session.isAuthenticated, false);
  const [asking, setAsking] = useState<AlertKind | null>(null);
  const alertsStore = useCallback(async (): Promise<AlertsStore> => {
    const { alertsStoreOf } = await import('./AlertsStore');
    const made = alertsStoreOf(root);
    setStore(made);
    return made;
  }, [root]);
  useEffect(() => {
    if (signedIn) void alertsStore().then((made) => made.loadFor(product.id));
  }, [alertsStore, signedIn, product.id]);

  const ask = async (kind: AlertKind, email = ''): Promise<string | null> => {
    const problem = await (await alertsStore()).ask({ kind, product, variantId, email });
    if (problem === null) {
      notify.success(
        ALERT_TEXT.saved,
        kind === 'back-in-stock' ? ALERT_TEXT.waitingBack : ALERT_TEXT.waitingPrice,
      );
      setAsking(null);
    }
    return problem;
  };
  const tap = async (kind: AlertKind): Promise<void> => {
    if (!signedIn) {
      setAsking(asking === kind ? null : kind);
      return;
    }
    const problem = await ask(kind);
    if (problem) notify.error(problem);
  };
  const stop = async (kind: AlertKind): Promise<void> => {
    const alert = store?.waiting(product.id, kind, variantId) ?? null;
    const problem = alert && store ? await store.remove(alert) : null;
    if (problem) notify.error(problem);
  };

  const control = (kind: AlertKind, label: string, waitingText: string, icon: React.ReactNode) => {
    const waiting = signedIn ? (store?.waiting(product.id, kind, variantId) ?? null) : null;
    return waiting ? (
      <HStack gap="3" flexWrap="wrap" role="status">
        <Text fontSize="sm" color="green.800" fontWeight="medium">
          {waitingText}
        </Text>
        <Button size="sm" variant="ghost" colorPalette="brand" onClick={() => void stop(kind)}>
          {ALERT_TEXT.stop}
        </Button>
      </HStack>
    ) : (
      <Button
        size="sm"
        variant="outline"
        colorPalette="brand"
        alignSelf="start"
        loading={store?.saving === kind}
        aria-expanded={signedIn ? undefined : asking === kind}
        onClick={() => void tap(kind)}
      >
        {icon}
        {label}
      </Button>
    );
  };

  return (
    <Stack gap="2" data-testid="product-alerts">
      {soldOut
        ? control('back-in-stock', ALERT_TEXT.notifyBack, ALERT_TEXT.waitingBack, <LuBell aria-hidden />)
        : null}
      {control('price-drop', ALERT_TEXT.priceDrop, ALERT_TEXT.waitingPrice, <LuTrendingDown aria-hidden />)}
      {asking && !signedIn ? (
        <GuestAlertForm key={asking} kind={asking} onAsk={(email) => ask(asking, email)} />
      ) : null}
    </Stack>
  );
});

/** A guest's address for one alert, with their consent to be written to about it. */
function GuestAlertForm({
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
