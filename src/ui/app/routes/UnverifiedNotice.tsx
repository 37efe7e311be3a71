import { Box, Button, Container, Heading, HStack, Separator, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuMail } from 'react-icons/lu';
import { useNavigate } from 'react-router-dom';
import { messageFor } from '../../../domain/text/messages';
import { useDocumentTitle } from '../../shared/hooks/useDocumentTitle';
import { useSignOut } from '../../shared/hooks/useSignOut';
import { CheckInboxPanel } from '../../shop/account/CheckInboxPanel';
import { useStores } from '../stores/StoresContext';
import { notify } from '../../shared/components/toaster';

/**
 * What an unverified non-admin sees in the place of a page that needs a verified account (checkout, orders, profile,
 * wishlist), inside the shop's header and footer: the "check your inbox" panel of sign-up (resend, demo inbox, "I have verified"), then a way out: start again with another
 * address, or log out.
 */
export const UnverifiedNotice = observer(function UnverifiedNotice() {
  const { session } = useStores();
  const navigate = useNavigate();
  const signOut = useSignOut();
  useDocumentTitle('Verify your e-mail');
  const startOver = async (): Promise<void> => {
    try {
      await session.signOut();
      navigate('/signup');
    } catch (error) {
      console.error(error);
      notify.error(messageFor('GENERIC.FAILED'));
    }
  };
  return (
    <Container maxW="2xl" px={{ base: '4', md: '6' }} py={{ base: '6', md: '14' }}>
      <Stack gap="5" layerStyle="shopPanel" shadow="sm" p={{ base: '5', md: '8' }}>
        <HStack gap="3" align="start">
          <Box color="brand.700" fontSize="2xl" pt="1" aria-hidden>
            <LuMail />
          </Box>
          <Heading as="h1" size={{ base: 'lg', md: 'xl' }} color="brand.800">
            {messageFor('AUTH.VERIFY_EMAIL_REQUIRED')}
          </Heading>
        </HStack>
        <CheckInboxPanel email={session.user?.email ?? ''} />
        <Separator />
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3" align={{ sm: 'center' }}>
          <Text fontSize="sm" color="gray.700" flex="1">
            Signed up with the wrong address?
          </Text>
          <Button variant="outline" colorPalette="gray" onClick={() => void startOver()}>
            Use a different e-mail
          </Button>
          <Button variant="ghost" colorPalette="gray" onClick={() => void signOut()}>
            Logout
          </Button>
        </Stack>
      </Stack>
    </Container>
  );
});
