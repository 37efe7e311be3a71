import { Button, Link, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuDownload } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { PRIVACY_NOTICE, YOUR_DATA } from './privacyTexts';
import { FormFailure } from '../../shared/components/FormFailure';
import { formatDate } from '../../../domain/text/formatDateTime';
import { SectionCard } from '../common/SectionCard';
import { useStores } from '../../app/stores/StoresContext';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { createYourDataStore } from './YourDataStore';
import { notify } from '../../shared/components/toaster';
import { PrivacyConsentForm } from './PrivacyConsentForm';
import { DeleteAccountDialog } from './DeleteAccountDialog';

/**
 * Profile → 'Your data' (DPDP Act 2023): when the shopper agreed to the privacy notice, a copy of their data as a
 * file, and the deletion of their account. A signed-in user without a record is asked to agree first (or to leave).
 */
export const YourDataCard = observer(function YourDataCard() {
  const { session } = useStores();
  const store = useScreenStore(createYourDataStore);
  const consentAt = session.profile?.privacyConsentAt;

  const download = async (): Promise<void> => {
    if (await store.download()) notify.success(YOUR_DATA.downloaded);
  };

  return (
    <SectionCard id="profile-data-title" title={YOUR_DATA.title}>
      {session.needsPrivacyConsent ? (
        <PrivacyConsentForm />
      ) : (
        <>
          <Text>{YOUR_DATA.intro}</Text>
          {session.profile ? (
            <Text color="gray.700">
              {consentAt ? YOUR_DATA.consentOn(formatDate(consentAt)) : YOUR_DATA.noConsent}
            </Text>
          ) : null}
          <Link asChild color="brand.700" fontWeight="semibold" alignSelf="start">
            <RouterLink to="/privacy">{PRIVACY_NOTICE.link}</RouterLink>
          </Link>
          <FormFailure message={store.downloadError} />
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ base: 'stretch', sm: 'center' }}>
            <Button
              variant="outline"
              colorPalette="brand"
              loading={store.downloading}
              loadingText={YOUR_DATA.downloading}
              onClick={() => void download()}
            >
              <LuDownload aria-hidden /> {YOUR_DATA.download}
            </Button>
            {store.holdsStaffRole ? null : <DeleteAccountDialog store={store} />}
          </Stack>
          {store.holdsStaffRole ? (
            <Text fontSize="sm" color="gray.600">
              {YOUR_DATA.staffAccount}
            </Text>
          ) : null}
        </>
      )}
    </SectionCard>
  );
});
