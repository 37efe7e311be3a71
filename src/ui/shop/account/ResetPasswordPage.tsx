import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Stack } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import {
  validateNewPassword,
  type FormErrors,
  type NewPasswordForm,
} from '../../../domain/accounts/AccountForms';
import { messageFor } from '../../../domain/text/messages';
import { PageSpinner } from '../../shared/components/PageSpinner';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { authLinksStoreOf } from './AuthLinksStore';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { AuthCard } from './AuthCard';
import { authFailure } from './authFailure';
import { FormFailure } from '../../shared/components/FormFailure';
import { NewPasswordFields } from './NewPasswordFields';

type LinkState = { kind: 'checking' } | { kind: 'invalid' } | { kind: 'ready'; email: string };

/**
 * /reset-password?oobCode=… (the reset e-mail's link; /verify-email passes on Firebase's ?mode=resetPassword links):
 * checks the link, asks for the new password twice, sets it, signs the shopper in with it and opens the shop. A
 * link that is unknown, expired or used says so and offers a new one.
 */
export const ResetPasswordPage = observer(function ResetPasswordPage() {
  useDocumentTitle('Choose a new password');
  const links = authLinksStoreOf(useStores());
  const [params] = useSearchParams();
  const code = (params.get('oobCode') ?? params.get('code') ?? '').trim();
  const [link, setLink] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    let current = true;
    // Checking does not use the code up, so StrictMode's second run is harmless.
    const check = code
      ? links.verifyPasswordResetCode(code).then((email): LinkState => ({ kind: 'ready', email }))
      : Promise.resolve<LinkState>({ kind: 'invalid' });
    void check
      .catch((): LinkState => ({ kind: 'invalid' }))
      .then((state) => {
        if (current) setLink(state);
      });
    return () => {
      current = false;
    };
  }, [links, code]);

  if (link.kind === 'checking') return <PageSpinner label="Checking your link" />;
  if (link.kind === 'invalid') return <ExpiredLink />;
  return <ChooseNewPassword code={code} email={link.email} onExpired={() => setLink({ kind: 'invalid' })} />;
});

function ExpiredLink() {
  return (
    <AuthCard title="This link no longer works">
      <Stack gap="4">
        <Alert.Root status="error" rounded="md" role="alert">
          <Alert.Indicator />
          <Alert.Title>{messageFor('ACCOUNT.RESET_LINK_INVALID')}</Alert.Title>
        </Alert.Root>
        <Button asChild colorPalette="brand">
          <RouterLink to="/forgot-password">Ask for a new link</RouterLink>
        </Button>
        <Button asChild variant="ghost" colorPalette="brand">
          <RouterLink to="/login">Back to sign in</RouterLink>
        </Button>
      </Stack>
    </AuthCard>
  );
}

interface FormProps {
  code: string;
  email: string;
  onExpired: () => void;
}

const ChooseNewPassword = observer(function ChooseNewPassword({ code, email, onExpired }: FormProps) {
  const stores = useStores();
  const { session } = stores;
  const links = authLinksStoreOf(stores);
  const navigate = useNavigate();
  const [form, setForm] = useState<NewPasswordForm>({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FormErrors<NewPasswordForm>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const update = (field: keyof NewPasswordForm) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    if (errors[field]) setErrors({ ...errors, [field]: validateNewPassword(next)[field] });
  };

  const submit = async (event: FormEvent): Promise<void> => {
    event.preventDefault();
    const found = validateNewPassword(form);
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    let owner: string;
    try {
      owner = await links.confirmPasswordReset(code, form.password);
    } catch (caught) {
      setSaving(false);
      const { code: reason, message } = authFailure(caught);
      if (reason === 'AUTH.INVALID_CODE') onExpired();
      else if (reason === 'AUTH.WEAK_PASSWORD') setErrors({ password: message });
      else setFailure(message);
      return;
    }
    const signedIn = await session.signIn(owner, form.password);
    setSaving(false);
    if (signedIn.ok) {
      notify.success(messageFor('ACCOUNT.PASSWORD_CHANGED'));
      navigate('/', { replace: true });
    } else {
      // The password is set; only signing in failed (e.g. the network): the sign-in page takes it from here.
      notify.error(signedIn.message);
      navigate('/login', { replace: true });
    }
  };

  return (
    <AuthCard title="Choose a new password" subtitle={<>For {email}</>}>
      <Stack gap="4">
        <FormFailure message={failure} takeFocus />
        <form onSubmit={(event) => void submit(event)} noValidate aria-label="Choose a new password">
          <Stack gap="4">
            {/* Lets a password manager store the new password for the right account. */}
            <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
            <NewPasswordFields values={form} errors={errors} onChange={update} label="New password" />
            <Button type="submit" colorPalette="brand" size="lg" loading={saving} loadingText="Saving…">
              Save and sign in
            </Button>
          </Stack>
        </form>
      </Stack>
    </AuthCard>
  );
});
