import { Box, chakra, Stack, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { formatDeliveryDate, isValidPincode } from '../../../domain/checkout/DeliveryZones';
import {
  codAvailableUpTo,
  COD_NOT_AVAILABLE_HERE,
  deliveryBy,
  INVALID_PINCODE,
  notDeliverable,
} from '../../../domain/checkout/deliveryMessages';
import { deliveryStoreOf } from '../checkout/DeliveryStore';
import { PincodeField } from './PincodeField';
import { useStores } from '../../app/stores/StoresContext';

const CHECK_FAILED = 'We could not check delivery just now. Please try again.';

/**
 * 'Check delivery': a pincode and the shop's answer — the date it promises and whether cash on delivery is taken
 * there, up to what amount. The pincode is remembered with the cart; a remembered one is answered as soon as the
 * box appears.
 */
export const DeliveryCheck = observer(function DeliveryCheck() {
  const delivery = deliveryStoreOf(useStores());
  // Empty at first, as the page prerendered at build time has it; the remembered pincode arrives after hydration.
  const [typed, setTyped] = useState('');
  const [asked, setAsked] = useState('');
  const titleId = useId();
  const remembered = delivery.pincode;
  useEffect(() => {
    if (remembered === '') return;
    setTyped((current) => (current === '' ? remembered : current));
    setAsked((current) => (current === '' ? remembered : current));
  }, [remembered]);
  useEffect(() => {
    if (asked !== '') void delivery.load();
  }, [delivery, asked]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const pincode = typed.trim();
    // An empty box is asked too ('Please enter a valid 6-digit pincode.').
    setAsked(pincode === '' ? ' ' : pincode);
    if (!isValidPincode(pincode)) return;
    delivery.remember(pincode);
    // Again after a failed read: the same pincode asked twice does not re-run the effect.
    void delivery.load();
  };

  const answer =
    asked === ''
      ? null
      : isValidPincode(asked.trim())
        ? delivery.answerFor(asked)
        : { kind: 'invalid' as const };
  return (
    <chakra.form
      onSubmit={submit}
      noValidate
      aria-labelledby={titleId}
      borderWidth="1px"
      borderColor="brand.100"
      rounded="md"
      p="4"
      bg="white"
    >
      <Text id={titleId} fontWeight="semibold" mb="2">
        Check delivery
      </Text>
      <PincodeField
        name="delivery-pincode"
        label="Pincode"
        submitLabel="Check"
        value={typed}
        onChange={setTyped}
        invalid={answer?.kind === 'invalid'}
        flex="1"
      />
      <Box aria-live="polite" mt={answer ? '2' : '0'} data-testid="delivery-answer">
        {answer === null ? (
          asked !== '' && delivery.state.status === 'failed' ? (
            <Text color="red.700">{CHECK_FAILED}</Text>
          ) : asked !== '' ? (
            <Text color="gray.600">Checking…</Text>
          ) : null
        ) : answer.kind === 'invalid' ? (
          <Text color="red.700">{INVALID_PINCODE}</Text>
        ) : answer.kind === 'unserved' ? (
          <Text color="red.700">{notDeliverable(answer.pincode)}</Text>
        ) : (
          <Stack gap="0">
            <Text fontWeight="semibold" color="green.800">
              {deliveryBy(formatDeliveryDate(answer.by))}
            </Text>
            <Text fontSize="sm" color="gray.700">
              {answer.zone.codAllowed ? codAvailableUpTo(answer.zone.codLimit) : COD_NOT_AVAILABLE_HERE}
            </Text>
          </Stack>
        )}
      </Box>
    </chakra.form>
  );
});
