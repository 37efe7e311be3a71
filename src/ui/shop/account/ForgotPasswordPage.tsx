import { useState, type FormEvent } from 'react';
import { Alert, Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMail } from 'react-icons/lu';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { validateEmail } from '../../../domain/accounts/AccountForms';
import { messageFor } from '../../../domain/text/messages';
import { EmailField } from './EmailField';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { authLinksStoreOf } from './AuthLinksStore';
import { useStores } from '../../app/stores/StoresContext';
import { AuthCard } from './AuthCard';
import { authFailure } from './authFailure';
import { FormFailure } from '../../shared/components/FormFailure';

/**
 * /forgot-password: asks for the e-mail and sends the reset link. The answer is the same whether or not the e-mail
 * has an account, so the page never tells who shops here. `?email=` fills the field (the sign-in form passes it).
 */
export const ForgotPasswordPage = observer(function ForgotPasswordPage() {
  useDocumentTitle(
    'Forgot password',
    'Ask for a link to choose a new password for your Sheesham Home account.',
  );
  const stores = useStores();
  const links = authLinksStoreOf(stores);
  const { inbox } = stores.demo;
  const [params] = useSearchParams();
  const [email, setEmail] = useState(params.get('email') ?? '');
  const [error, setError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const invalid = validateEmail(email);
    setError(invalid);
    setFailure(null);
    if (invalid) return;
    setSending(true);
    try {
      await links.sendPasswordReset(email.trim());
      setSentTo(email.trim());
    } catch (caught) {
      setFailure(authFailure(caught).message);
    } finally {
      setSending(false);
    }
  };

  const footer = (
    <Text fontSize="sm">
      Remembered it?{' '}
      <Link asChild color="brand.700" fontWeight="semibold">
        <RouterLink to="/login">Back to sign in</RouterLink>
      </Link>
    </Text>
  );

  if (sentTo) {
    return (
      <AuthCard title="Check your inbox" footer={footer}>
        <Stack gap="4">
          <Alert.Root status="success" rounded="md" role="status">
            <Alert.Indicator>
              <LuMail />
            </Alert.Indicator>
            <Alert.Title>{messageFor('ACCOUNT.RESET_SENT', { email: sentTo })}</Alert.Title>
          </Alert.Root>
          <Text fontSize="sm" color="gray.700">
            The link works for an hour. No e-mail after a few minutes? Check the spam folder, or ask again.
          </Text>
          {inbox ? (
            <Button asChild colorPalette="brand">
              <RouterLink to="/demo-inbox">
                <LuMail aria-hidden /> Open the demo inbox
              </RouterLink>
            </Button>
          ) : null}
          <Button variant="outline" colorPalette="brand" onClick={() => setSentTo(null)}>
            Send another link
          </Button>
        </Stack>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot your password?"
      subtitle="Enter the e-mail you shop with and we will send you a link to choose a new password."
      footer={footer}
    >
      <Stack gap="4">
        <FormFailure message={failure} takeFocus />
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Reset your password">
          <Stack gap="4">
            <EmailField
              value={email}
              onChange={(value) => {
                setEmail(value);
                if (error) setError(null);
              }}
              error={error ?? undefined}
            />
            <Button type="submit" colorPalette="brand" size="lg" loading={sending} loadingText="Sending…">
              Send reset link
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthCard>
  );
});
