import { INDIAN_STATES } from '../../../domain/checkout/ShippingAddressValidation';

/** India's states and union territories, as the options of a select. */
export function IndianStateOptions() {
  return (
    <>
      {INDIAN_STATES.map((state) => (
        <option key={state} value={state}>
          {state}
        </option>
      ))}
    </>
  );
}
