import { observer } from 'mobx-react-lite';
import { useCheckoutStore } from './checkoutStores';
import { AddressForm } from './AddressForm';
import { formatDeliveryDate } from '../../../domain/checkout/DeliveryZones';
import { deliveryBy } from '../../../domain/checkout/deliveryMessages';

/**
 * The checkout's address: what the shopper types stays in the checkout store; a field is checked when left with
 * something in it, and after the first submit on every change. The pincode is checked against the delivery zones as
 * it is typed: the promised date under it, or why the shop cannot deliver there.
 */
export const CheckoutAddressForm = observer(function CheckoutAddressForm() {
  const checkout = useCheckoutStore();
  const delivery = checkout.delivery;
  const zoneProblem = checkout.errors.pincode ? null : checkout.pincodeProblem;
  return (
    <AddressForm
      form={checkout.form}
      errors={zoneProblem ? { ...checkout.errors, pincode: zoneProblem } : checkout.errors}
      pincodeHelper={delivery?.kind === 'served' ? deliveryBy(formatDeliveryDate(delivery.by)) : undefined}
      onChange={checkout.setField}
      onLeave={(field) => {
        if (checkout.form[field] !== '' || checkout.submitted) checkout.checkField(field);
      }}
    />
  );
});
