import { useEffect, useState } from 'react';
import { Alert, Button, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { authErrorMessage, messageFor } from '../../../domain/text/messages';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { authLinksStoreOf, type VerificationOutcome } from './AuthLinksStore';
import { useStores } from '../../app/stores/StoresContext';
import { AuthCard } from './AuthCard';
import { CheckInboxPanel } from './CheckInboxPanel';

/**
 * /verify-email?code=… (the demo inbox) or ?mode=verifyEmail&oobCode=… (Firebase's e-mail action link, when the
 * project's action URL points here): applies the code, then re-reads the signed-in user so the rest of the shop
 * opens at once. Without a code it says where the link is. ?mode=resetPassword links go on to /reset-password.
 */
export const VerifyEmailPage = observer(function VerifyEmailPage() {
  const [params] = useSearchParams();
  const code = (params.get('code') ?? params.get('oobCode'))?.trim() ?? '';
  useDocumentTitle('Verify your e-mail');
  // The project's one e-mail action URL serves password resets too.
  if (params.get('mode') === 'resetPassword') {
    return <Navigate to={`/reset-password?oobCode=${encodeURIComponent(code)}`} replace />;
  }
  return code ? <ApplyCode code={code} /> : <NoCode />;
});

const ApplyCode = observer(function ApplyCode({ code }: { code: string }) {
  const stores = useStores();
  const { session, demo } = stores;
  const links = authLinksStoreOf(stores);
  const [outcome, setOutcome] = useState<VerificationOutcome | null>(null);

  useEffect(() => {
    let current = true;
    void links.applyVerificationCode(code).then(async (result) => {
      if (result.ok) await session.refresh().catch((error: unknown) => console.error(error));
      if (current) setOutcome(result);
    });
    return () => {
      current = false;
    };
  }, [links, code, session]);

  if (!outcome) return <PageSpinner label="Verifying your e-mail" />;
  if (outcome.ok) {
    return (
      <AuthCard title="E-mail verified">
        <Stack gap="4">
          <Alert.Root status="success" rounded="md">
            <Alert.Indicator />
            <Alert.Title>{messageFor('ACCOUNT.EMAIL_VERIFIED')}</Alert.Title>
          </Alert.Root>
          {session.user ? (
            <Button asChild colorPalette="brand">
              <RouterLink to="/products">Start shopping</RouterLink>
            </Button>
          ) : (
            <>
              <Text>Sign in to start shopping.</Text>
              <Button asChild colorPalette="brand">
                <RouterLink to="/login">Sign in</RouterLink>
              </Button>
            </>
          )}
        </Stack>
      </AuthCard>
    );
  }
  const alreadyVerified = session.user?.emailVerified === true;
  return (
    <AuthCard title={alreadyVerified ? 'E-mail already verified' : 'Verification failed'}>
      <Stack gap="4">
        {alreadyVerified ? (
          <Alert.Root status="info" rounded="md">
            <Alert.Indicator />
            <Alert.Title>
              Your e-mail address is already verified, so this link is no longer needed.
            </Alert.Title>
          </Alert.Root>
        ) : (
          <Alert.Root status="error" rounded="md" role="alert">
            <Alert.Indicator />
            <Alert.Title>{authErrorMessage(outcome.code)}</Alert.Title>
          </Alert.Root>
        )}
        {session.user && !alreadyVerified ? <CheckInboxPanel email={session.user.email} /> : null}
        {!session.user && demo.inbox ? (
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/demo-inbox">Open the demo inbox</RouterLink>
          </Button>
        ) : null}
        <Button asChild variant={alreadyVerified ? 'solid' : 'ghost'} colorPalette="brand">
          <RouterLink to="/">Go to the home page</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
});

const NoCode = observer(function NoCode() {
  const { session } = useStores();
  const user = session.user;
  if (user && !user.emailVerified) {
    return (
      <AuthCard title="Verify your e-mail">
        <CheckInboxPanel email={user.email} />
      </AuthCard>
    );
  }
  return (
    <AuthCard title="Verify your e-mail">
      <Stack gap="4">
        <Text>
          {user
            ? 'Your e-mail address is already verified.'
            : 'Open the verification link from the e-mail we sent you when you created your account.'}
        </Text>
        <Button asChild colorPalette="brand">
          <RouterLink to={user ? '/' : '/login'}>{user ? 'Go to the home page' : 'Sign in'}</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
});
