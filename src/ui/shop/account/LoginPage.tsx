import { useState, type FormEvent } from 'react';
import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, Link as RouterLink, useSearchParams } from 'react-router-dom';
import { validateSignIn, type FormErrors, type SignInForm } from '../../../domain/accounts/AccountForms';
import { PRIVACY_NOTICE } from './privacyTexts';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { afterSignInTarget } from './afterSignInTarget';
import { AuthCard } from './AuthCard';
import { AuthSwitchLink } from './AuthSwitchLink';
import { FormFailure } from '../../shared/components/FormFailure';
import { DemoAccountsHint } from './DemoAccountsHint';
import { OrSignInWithGoogle } from './OrSignInWithGoogle';
import { EmailField } from './EmailField';
import { PasswordField } from './PasswordField';
import { PrivacyConsentPanel } from './PrivacyConsentPanel';

/**
 * Sign in with e-mail and password or Google. Afterwards the shopper goes back to `from` when it is a path on this
 * site (domain safeRedirectTarget), else home, once their record is read: a user without one (a first Google sign-in)
 * is asked to agree to the privacy notice first. A signed-in visitor is sent on at once.
 */
export const LoginPage = observer(function LoginPage() {
  useDocumentTitle(
    'Sign in',
    'Sign in to Sheesham Home to check out, track your orders and keep a wishlist.',
  );
  const { session } = useStores();
  const [params] = useSearchParams();
  const target = afterSignInTarget(params.get('from'));
  const [form, setForm] = useState<SignInForm>({ email: '', password: '' });
  const [errors, setErrors] = useState<FormErrors<SignInForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  if (session.needsPrivacyConsent) return <PrivacyConsentPanel />;
  if (session.user && session.ready && !session.loading && !session.profileLoading)
    return <Navigate to={target} replace />;
  if (session.user) return <PageSpinner label="Checking your session" />;

  const update = (field: keyof SignInForm) => (value: string) => {
    setForm({ ...form, [field]: value });
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateSignIn(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSubmitting(true);
    const result = await session.signIn(form.email.trim(), form.password);
    setSubmitting(false);
    if (result.ok) notify.success(`Welcome back, ${result.user.displayName || result.user.email}`);
    else setFailure(result.message);
  };

  return (
    <AuthCard
      title="Sign in"
      subtitle="Welcome back! Sign in to check out, see your orders and keep your wishlist."
      footer={
        <AuthSwitchLink
          prompt="New to Sheesham Home?"
          to="/signup"
          label="Create an account"
          target={target}
        />
      }
    >
      <Stack gap="5">
        <FormFailure message={failure} takeFocus />
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Sign in">
          <Stack gap="4">
            <EmailField value={form.email} onChange={update('email')} error={errors.email} />
            <PasswordField
              name="password"
              label="Password"
              autoComplete="current-password"
              value={form.password}
              onChange={update('password')}
              error={errors.password}
            />
            <Link asChild alignSelf="flex-end" mt="-2" fontSize="sm" color="brand.700" fontWeight="semibold">
              <RouterLink
                to={`/forgot-password${form.email.trim() ? `?email=${encodeURIComponent(form.email.trim())}` : ''}`}
              >
                Forgot password?
              </RouterLink>
            </Link>
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={submitting}
              loadingText="Signing in…"
            >
              Sign in
            </Button>
          </Stack>
        </form>
        <OrSignInWithGoogle onError={setFailure} />
        <Text fontSize="sm" color="gray.600">
          {PRIVACY_NOTICE.googleNote}
        </Text>
        <DemoAccountsHint
          onPick={(email, password) => {
            setForm({ email, password });
            setErrors({});
          }}
        />
      </Stack>
    </AuthCard>
  );
});
