import { Alert, Button, Card, Checkbox, chakra, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, type FormEvent } from 'react';
import { LuPlus, LuTrash2 } from 'react-icons/lu';
import { type DeliveryZoneForm, MAX_DELIVERY_DAYS } from '../../../domain/checkout/DeliveryZones';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { PageHeader } from '../common/PageHeader';
import { TextField } from '../products/productForm/TextField';
import { failureOf } from '../../shared/stores/LoadState';
import { createAdminDeliveryStore } from './AdminDeliveryStore';
import { CouriersForm } from './CouriersForm';
import { DELIVERY_WINDOWS } from '../../../domain/shipping/DeliveryWindows';

/** The zone's fields a text input edits. */
type ZoneTextField = Exclude<keyof DeliveryZoneForm, 'id' | 'codAllowed' | 'ownTeam' | 'slots'>;

/**
 * /admin/delivery: where the shop delivers, how fast, and where it takes cash on delivery. A pincode belongs to the
 * zone with its longest prefix; a pincode in no zone is not served. Saved whole; the next shopper reads it.
 */
export const DeliveryPage = observer(function DeliveryPage() {
  const store = useScreenStore(createAdminDeliveryStore);
  useEffect(() => {
    void store.load();
  }, [store]);
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    void store.save();
  };
  const failure = failureOf(store.state);
  return (
    <>
      <PageHeader
        title="Delivery"
        description="Zones of pincode prefixes: the longest prefix a pincode starts with picks its zone; a pincode in no zone is not delivered to."
      />
      {failure ? (
        <Alert.Root status="error" rounded="md" mb="4">
          <Alert.Indicator />
          <Alert.Title>{failure}</Alert.Title>
          <Button size="sm" ml="auto" onClick={() => void store.load()}>
            Retry
          </Button>
        </Alert.Root>
      ) : null}
      {store.state.status !== 'loaded' ? (
        failure ? null : (
          <Text color="gray.600">Loading delivery zones…</Text>
        )
      ) : (
        <chakra.form onSubmit={submit} noValidate aria-label="Delivery zones">
          <Stack gap="4" maxW="4xl">
            {store.zones.length === 0 ? (
              <Alert.Root status="warning" rounded="md">
                <Alert.Indicator />
                <Alert.Title>
                  No zones: the shop delivers nowhere and takes no orders. Add a zone.
                </Alert.Title>
              </Alert.Root>
            ) : null}
            {store.zones.map((zone, index) => {
              const errors = store.errors[zone.id] ?? {};
              const label = zone.name.trim() || `Zone ${index + 1}`;
              const text = (field: ZoneTextField) => ({
                value: zone[field],
                onChange: (value: string) => store.set(zone.id, field, value),
              });
              return (
                <Card.Root as="section" key={zone.id} aria-label={label} variant="outline" bg="white">
                  <Card.Body gap="4">
                    <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                      <TextField label="Zone name" required {...text('name')} error={errors.name} />
                      <TextField
                        label="Pincode prefixes"
                        required
                        {...text('prefixes')}
                        error={errors.prefixes}
                        helper="1 to 6 digits each, separated by commas: 30, 31 or 110."
                        inputMode="numeric"
                        multiline
                      />
                      <HStack gap="3" align="start">
                        <TextField
                          label="Fewest days"
                          required
                          {...text('minDays')}
                          error={errors.days}
                          inputMode="numeric"
                        />
                        <TextField
                          label="Most days"
                          required
                          {...text('maxDays')}
                          helper={`Working days, 1 to ${MAX_DELIVERY_DAYS}; shoppers are promised the most.`}
                          inputMode="numeric"
                        />
                      </HStack>
                      <Stack gap="3">
                        <Checkbox.Root
                          checked={zone.codAllowed}
                          onCheckedChange={(event) =>
                            store.set(zone.id, 'codAllowed', event.checked === true)
                          }
                        >
                          <Checkbox.HiddenInput />
                          <Checkbox.Control />
                          <Checkbox.Label>Cash on delivery</Checkbox.Label>
                        </Checkbox.Root>
                        {zone.codAllowed ? (
                          <TextField
                            label="Cash on delivery up to (₹)"
                            required
                            {...text('codLimit')}
                            error={errors.codLimit}
                            inputMode="numeric"
                          />
                        ) : null}
                      </Stack>
                    </SimpleGrid>
                    <Stack gap="3">
                      <Checkbox.Root
                        checked={zone.ownTeam}
                        onCheckedChange={(event) => store.set(zone.id, 'ownTeam', event.checked === true)}
                      >
                        <Checkbox.HiddenInput />
                        <Checkbox.Control />
                        <Checkbox.Label>
                          Our own team delivers here: shoppers book a delivery slot
                        </Checkbox.Label>
                      </Checkbox.Root>
                      {zone.ownTeam ? (
                        <Stack gap="1">
                          <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3">
                            {DELIVERY_WINDOWS.map((window, position) => (
                              <TextField
                                key={window.id}
                                label={`Deliveries ${window.label}`}
                                value={zone.slots[window.id]}
                                onChange={(value) => store.setSlots(zone.id, window.id, value)}
                                inputMode="numeric"
                                error={position === 0 ? errors.slots : undefined}
                              />
                            ))}
                          </SimpleGrid>
                          {errors.slots ? null : (
                            <Text fontSize="sm" color="gray.600">
                              Per day; 0 closes a window. A full window cannot be booked.
                            </Text>
                          )}
                        </Stack>
                      ) : null}
                    </Stack>
                    <Button
                      variant="ghost"
                      colorPalette="red"
                      size="sm"
                      alignSelf="start"
                      onClick={() => store.removeZone(zone.id)}
                    >
                      <LuTrash2 aria-hidden /> Remove {label}
                    </Button>
                  </Card.Body>
                </Card.Root>
              );
            })}
            <HStack justify="space-between" gap="3" flexWrap="wrap">
              <Button variant="outline" onClick={store.addZone}>
                <LuPlus aria-hidden /> Add zone
              </Button>
              <Button type="submit" colorPalette="brand" loading={store.saving}>
                Save zones
              </Button>
            </HStack>
          </Stack>
        </chakra.form>
      )}
      <CouriersForm />
    </>
  );
});
