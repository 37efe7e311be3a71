import { Alert, Box, Button, Code, List, Text } from '@chakra-ui/react';
import { useStores } from '../../app/stores/StoresContext';

/** The demo accounts of docs/behaviour.md#the-demo; they exist only on the in-memory backend. */
const DEMO_ACCOUNTS = [
  { email: 'shopper@demo.shop', password: 'shopper123', note: 'shopper' },
  { email: 'admin@demo.shop', password: 'admin123', note: 'admin: the owner' },
  { email: 'manager@demo.shop', password: 'manager123', note: 'staff: manager' },
  { email: 'support@demo.shop', password: 'support123', note: 'staff: support' },
  { email: 'newbie@demo.shop', password: 'newbie123', note: 'e-mail not verified yet' },
] as const;

interface Props {
  /** Fills the sign-in form with an account when its e-mail is pressed. */
  onPick?: (email: string, password: string) => void;
}

/** Memory mode only: which demo accounts to try. */
export function DemoAccountsHint({ onPick }: Props) {
  const { demo } = useStores();
  if (!demo.hasDemoAccounts) return null;
  return (
    <Alert.Root status="info" variant="subtle" rounded="md" fontSize="sm">
      <Alert.Indicator />
      <Box>
        <Alert.Title>Demo shop</Alert.Title>
        <Alert.Description>
          <Text mb="1">Try one of these accounts (or continue with the demo Google account):</Text>
          <List.Root gap="1" ps="4">
            {DEMO_ACCOUNTS.map((account) => (
              <List.Item key={account.email}>
                {onPick ? (
                  <Button
                    type="button"
                    variant="plain"
                    size="sm"
                    h="auto"
                    p="0"
                    textDecoration="underline"
                    color="blue.800"
                    onClick={() => onPick(account.email, account.password)}
                  >
                    {account.email}
                  </Button>
                ) : (
                  <Code>{account.email}</Code>
                )}{' '}
                / <Code>{account.password}</Code> ({account.note})
              </List.Item>
            ))}
          </List.Root>
        </Alert.Description>
      </Box>
    </Alert.Root>
  );
}
