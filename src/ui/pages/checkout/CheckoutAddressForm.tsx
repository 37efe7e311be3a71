import { observer } from 'mobx-react-lite';
import { useCheckoutStore } from '../../stores/checkoutStores';
import { AddressForm } from './AddressForm';

/**
 * The checkout's address: what the shopper types stays in the checkout store; a field is checked when left with
 * something in it, and after the first submit on every change.
 */
export const CheckoutAddressForm = observer(function CheckoutAddressForm() {
  const checkout = useCheckoutStore();
  return (
    <AddressForm
      form={checkout.form}
      errors={checkout.errors}
      onChange={checkout.setField}
      onLeave={(field) => {
        if (checkout.form[field] !== '' || checkout.submitted) checkout.checkField(field);
      }}
    />
  );
});
