import { Alert, Button, Card, chakra, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { AWB_PLACEHOLDER, MAX_COURIERS } from '../../../domain/shipping/Courier';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { RetryAlert } from '../../shared/components/RetryAlert';
import { TextField } from '../products/productForm/TextField';
import { createAdminCouriersStore } from './AdminCouriersStore';

/** The couriers the shop ships with, each with the address of its tracking page: what 'Mark as Shipped' offers. */
export const CouriersForm = observer(function CouriersForm() {
  const store = useScreenStore(createAdminCouriersStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void store.save();
  };
  return (
    <Stack as="section" aria-labelledby="couriers-heading" gap="3" maxW="4xl" mt="8">
      <Heading as="h2" size="md" id="couriers-heading">
        Couriers
      </Heading>
      <Text color="gray.600" fontSize="sm">
        Orders ship with one of these. Shoppers see the courier, the AWB and a link to its tracking page,
        where {AWB_PLACEHOLDER} stands for the AWB. Leave the tracking page empty for your own delivery team.
      </Text>
      {store.state.status === 'failed' ? (
        <RetryAlert message={store.state.reason} onRetry={() => void store.load()} />
      ) : store.state.status !== 'loaded' ? (
        <Text color="gray.600">Loading couriers…</Text>
      ) : (
        <chakra.form onSubmit={submit} noValidate aria-label="Couriers">
          <Stack gap="3">
            {store.couriers.length === 0 ? (
              <Alert.Root status="info" rounded="md">
                <Alert.Indicator />
                <Alert.Title>No couriers yet: add one before you ship an order.</Alert.Title>
              </Alert.Root>
            ) : null}
            {store.couriers.map((courier, index) => {
              const errors = store.errors[index] ?? {};
              const label = courier.name.trim() || `Courier ${index + 1}`;
              return (
                <Card.Root as="section" key={index} aria-label={label} variant="outline" bg="white">
                  <Card.Body gap="3">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField
                        label="Courier name"
                        required
                        value={courier.name}
                        onChange={(value) => store.set(index, 'name', value)}
                        error={errors.name}
                      />
                      <TextField
                        label="Tracking page"
                        value={courier.trackingUrl}
                        onChange={(value) => store.set(index, 'trackingUrl', value)}
                        error={errors.trackingUrl}
                        placeholder={`https://courier.example/track?awb=${AWB_PLACEHOLDER}`}
                        inputMode="url"
                      />
                    </SimpleGrid>
                    <Button
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      alignSelf="start"
                      // A long courier's name wraps on a phone instead of leaving the card.
                      whiteSpace="normal"
                      h="auto"
                      py="1.5"
                      textAlign="start"
                      onClick={() => store.remove(index)}
                    >
                      <LuTrash2 aria-hidden /> Remove {label}
                    </Button>
                  </Card.Body>
                </Card.Root>
              );
            })}
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={store.add} disabled={store.full}>
                <LuPlus aria-hidden /> Add courier
              </Button>
              {store.full ? (
                <Text fontSize="sm" color="gray.600">
                  At most {MAX_COURIERS} couriers.
                </Text>
              ) : null}
              <Button type="submit" colorPalette="brand" loading={store.saving}>
                Save couriers
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
    </Stack>
  );
});
