import { CONSENT_PANEL } from './privacyTexts';
import { AuthCard } from './AuthCard';
import { PrivacyConsentForm } from './PrivacyConsentForm';

/** The sign-in and sign-up screens for a signed-in user without a record yet: agree first, or leave. */
export function PrivacyConsentPanel() {
  return (
    <AuthCard title={CONSENT_PANEL.title} subtitle={CONSENT_PANEL.subtitle}>
      <PrivacyConsentForm />
    </AuthCard>
  );
}
