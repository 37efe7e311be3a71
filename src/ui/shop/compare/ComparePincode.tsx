import { Box, chakra, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { useEffect, useState, type FormEvent } from 'react';
import { isValidPincode } from '../../../domain/checkout/DeliveryZones';
import { INVALID_PINCODE, notDeliverable } from '../../../domain/checkout/deliveryMessages';
import { CHECK, DELIVERY_PINCODE } from '../../../domain/storefront/compareMessages';
import { useStores } from '../../app/stores/StoresContext';
import { deliveryStoreOf } from '../checkout/DeliveryStore';
import { PincodeField } from '../common/PincodeField';
import { useAsPrerendered } from '../common/useAsPrerendered';

/**
 * The pincode the comparison's delivery and cash-on-delivery rows answer for: the one the shopper last checked
 * anywhere (remembered with the cart), or one typed here, which is remembered the same way.
 */
export const ComparePincode = observer(function ComparePincode() {
  const delivery = deliveryStoreOf(useStores());
  // A drawn page knows no device: the remembered pincode arrives after hydration.
  const remembered = useAsPrerendered(delivery.pincode, '');
  const [typed, setTyped] = useState('');
  const [invalid, setInvalid] = useState(false);
  useEffect(() => {
    if (remembered === '') return;
    setTyped((current) => (current === '' ? remembered : current));
    void delivery.load();
  }, [delivery, remembered]);

  const submit = (event: FormEvent): void => {
    event.preventDefault();
    const pincode = typed.trim();
    setInvalid(!isValidPincode(pincode));
    if (!isValidPincode(pincode)) return;
    delivery.remember(pincode);
    void delivery.load();
  };
  const answer = remembered === '' ? null : delivery.remembered;
  return (
    <chakra.form onSubmit={submit} noValidate>
      <PincodeField
        name="compare-pincode"
        label={DELIVERY_PINCODE}
        submitLabel={CHECK}
        value={typed}
        onChange={setTyped}
        invalid={invalid}
        width="narrow"
      />
      <Box aria-live="polite">
        {invalid ? (
          <Text color="red.700" mt="1">
            {INVALID_PINCODE}
          </Text>
        ) : answer?.kind === 'unserved' ? (
          <Text color="red.700" mt="1">
            {notDeliverable(answer.pincode)}
          </Text>
        ) : null}
      </Box>
    </chakra.form>
  );
});
