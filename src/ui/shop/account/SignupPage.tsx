import { useRef, useState, type FormEvent } from 'react';
import { Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Navigate, useSearchParams } from 'react-router-dom';
import { validateSignUp, type FormErrors, type SignUpForm } from '../../../domain/accounts/AccountForms';
import { PRIVACY_NOTICE } from './privacyTexts';
import { FormTextField } from '../common/FormTextField';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useStores } from '../../app/stores/StoresContext';
import { afterSignInTarget } from './afterSignInTarget';
import { AuthCard } from './AuthCard';
import { AuthSwitchLink } from './AuthSwitchLink';
import { FormFailure } from '../../shared/components/FormFailure';
import { CheckInboxPanel } from './CheckInboxPanel';
import { OrSignInWithGoogle } from './OrSignInWithGoogle';
import { EmailField } from './EmailField';
import { nameFieldProps } from './nameFieldProps';
import { NewPasswordFields } from './NewPasswordFields';
import { PrivacyConsent } from './PrivacyConsent';
import { PrivacyConsentPanel } from './PrivacyConsentPanel';

const EMPTY: SignUpForm = { name: '', email: '', password: '', confirmPassword: '' };

/**
 * /signup and /register: name, e-mail, password twice, and the privacy notice with its consent box, which making an
 * account needs, by e-mail or by Google alike. The session store creates the account, sets the display name, sends
 * the verification mail and writes the user record with role 'user' and the consent's time; this screen then shows
 * "check your inbox" (it does so for any signed-in shopper whose e-mail is not verified yet).
 */
export const SignupPage = observer(function SignupPage() {
  const { session } = useStores();
  const [params] = useSearchParams();
  const target = afterSignInTarget(params.get('from'));
  const [form, setForm] = useState<SignUpForm>(EMPTY);
  const [errors, setErrors] = useState<FormErrors<SignUpForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState<string | null>(null);
  const consentBox = useRef<HTMLInputElement>(null);
  // The form stays, its button busy, until the new account's record is made.
  const user = session.creatingAccount ? null : session.user;
  useDocumentTitle(
    user && !user.emailVerified ? 'Check your inbox' : 'Create an account',
    'Create a Sheesham Home account to order furniture and track your deliveries across India.',
  );

  if (session.needsPrivacyConsent) return <PrivacyConsentPanel />;
  if (user && !session.ready) return <PageSpinner label="Checking your session" />;
  if (user && (user.emailVerified || session.isAdmin)) return <Navigate to={target} replace />;
  if (user) {
    return (
      <AuthCard
        title="Check your inbox"
        subtitle={`Welcome to Sheesham Home, ${session.displayName}!`}
        announce
      >
        <CheckInboxPanel email={user.email} />
      </AuthCard>
    );
  }

  const update = (field: keyof SignUpForm) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Once a field has shown an error, re-check it as the shopper types.
    if (errors[field]) setErrors({ ...errors, [field]: validateSignUp(next)[field] });
  };

  /** The consent box is ticked; else says so and takes the shopper to it (unless a field above comes first). */
  const consented = (focus: boolean): boolean => {
    if (consent) return true;
    setConsentError(PRIVACY_NOTICE.consentRequired);
    if (focus) consentBox.current?.focus();
    return false;
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateSignUp(form);
    setErrors(found);
    setFailure(null);
    const agreed = consented(Object.keys(found).length === 0);
    if (Object.keys(found).length > 0 || !agreed) return;
    setSubmitting(true);
    const result = await session.signUp(form.name, form.email.trim(), form.password);
    setSubmitting(false);
    if (!result.ok) setFailure(result.message);
  };

  return (
    <AuthCard
      title="Create an account"
      subtitle="Save your wishlist, check out faster and follow your orders."
      footer={
        <AuthSwitchLink prompt="Already have an account?" to="/login" label="Sign in" target={target} />
      }
    >
      <Stack gap="5">
        <FormFailure message={failure} takeFocus />
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Create an account">
          <Stack gap="4">
            <FormTextField
              {...nameFieldProps}
              value={form.name}
              onChange={update('name')}
              error={errors.name}
            />
            <EmailField value={form.email} onChange={update('email')} error={errors.email} />
            <NewPasswordFields values={form} errors={errors} onChange={update} label="Password" />
            <PrivacyConsent
              checked={consent}
              onChange={(checked) => {
                setConsent(checked);
                if (checked) setConsentError(null);
              }}
              error={consentError}
              inputRef={consentBox}
            />
            <Button
              type="submit"
              colorPalette="brand"
              size="lg"
              loading={submitting}
              loadingText="Creating your account…"
            >
              Create account
            </Button>
          </Stack>
        </form>
        <OrSignInWithGoogle onError={setFailure} consented={consent} mayStart={() => consented(true)} />
      </Stack>
    </AuthCard>
  );
});
