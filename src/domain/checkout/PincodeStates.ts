/**
 * The states and union territories each PIN code region (its first two digits) reaches, after India Post's postal
 * circles. Lenient on purpose: where a region crosses a border (160 Chandigarh and Mohali, 24x and 26x Uttar Pradesh
 * and Uttarakhand, 80–85 Bihar and Jharkhand, 396 Daman and Silvassa, 362 Diu, 403 Goa, 533/605/609/673
 * Puducherry's four districts, 682 Lakshadweep, 737 Sikkim, 744 Andaman and Nicobar, 194 Ladakh) every state it
 * reaches is listed, so no real address is turned away. Regions not listed (the Army Postal Service's 9x, unused
 * numbers) are not checked. `firestore.rules` checks the same table as one pattern (placeOfSupplyPattern).
 */
export const PINCODE_REGION_STATES: Readonly<Record<string, readonly string[]>> = {
  '11': ['Delhi'],
  '12': ['Haryana'],
  '13': ['Haryana'],
  '14': ['Punjab'],
  '15': ['Punjab'],
  '16': ['Punjab', 'Chandigarh'],
  '17': ['Himachal Pradesh'],
  '18': ['Jammu and Kashmir'],
  '19': ['Jammu and Kashmir', 'Ladakh'],
  '20': ['Uttar Pradesh'],
  '21': ['Uttar Pradesh'],
  '22': ['Uttar Pradesh'],
  '23': ['Uttar Pradesh'],
  '24': ['Uttar Pradesh', 'Uttarakhand'],
  '25': ['Uttar Pradesh'],
  '26': ['Uttar Pradesh', 'Uttarakhand'],
  '27': ['Uttar Pradesh'],
  '28': ['Uttar Pradesh'],
  '30': ['Rajasthan'],
  '31': ['Rajasthan'],
  '32': ['Rajasthan'],
  '33': ['Rajasthan'],
  '34': ['Rajasthan'],
  '36': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '37': ['Gujarat'],
  '38': ['Gujarat'],
  '39': ['Gujarat', 'Dadra and Nagar Haveli and Daman and Diu'],
  '40': ['Maharashtra', 'Goa'],
  '41': ['Maharashtra'],
  '42': ['Maharashtra'],
  '43': ['Maharashtra'],
  '44': ['Maharashtra'],
  '45': ['Madhya Pradesh'],
  '46': ['Madhya Pradesh'],
  '47': ['Madhya Pradesh'],
  '48': ['Madhya Pradesh'],
  '49': ['Chhattisgarh'],
  '50': ['Telangana', 'Andhra Pradesh'],
  '51': ['Andhra Pradesh'],
  '52': ['Andhra Pradesh'],
  '53': ['Andhra Pradesh', 'Puducherry'],
  '56': ['Karnataka'],
  '57': ['Karnataka'],
  '58': ['Karnataka'],
  '59': ['Karnataka'],
  '60': ['Tamil Nadu', 'Puducherry'],
  '61': ['Tamil Nadu'],
  '62': ['Tamil Nadu'],
  '63': ['Tamil Nadu'],
  '64': ['Tamil Nadu'],
  '67': ['Kerala', 'Puducherry'],
  '68': ['Kerala', 'Lakshadweep'],
  '69': ['Kerala'],
  '70': ['West Bengal'],
  '71': ['West Bengal'],
  '72': ['West Bengal'],
  '73': ['West Bengal', 'Sikkim'],
  '74': ['West Bengal', 'Andaman and Nicobar Islands'],
  '75': ['Odisha'],
  '76': ['Odisha'],
  '77': ['Odisha'],
  '78': ['Assam'],
  '79': ['Arunachal Pradesh', 'Manipur', 'Meghalaya', 'Mizoram', 'Nagaland', 'Tripura'],
  '80': ['Bihar', 'Jharkhand'],
  '81': ['Bihar', 'Jharkhand'],
  '82': ['Bihar', 'Jharkhand'],
  '83': ['Bihar', 'Jharkhand'],
  '84': ['Bihar', 'Jharkhand'],
  '85': ['Bihar', 'Jharkhand'],
};

/** The states a 6-digit PIN code can be in; null where its region is not checked. */
const statesOfPincode = (pincode: string): readonly string[] | null =>
  PINCODE_REGION_STATES[pincode.slice(0, 2)] ?? null;

/** The one state a PIN code can only be in (spaces allowed); null when it could be in more, or is not one. */
export const onlyStateOfPincode = (input: string): string | null => {
  const pincode = input.replace(/\s/g, '');
  const states = /^[1-9]\d{5}$/.test(pincode) ? statesOfPincode(pincode) : null;
  return states?.length === 1 ? (states[0] ?? null) : null;
};

/**
 * The state an address form shows once its PIN code is changed from `before` to `after`: filled in with the one state
 * `after` can be in when none was chosen, or when the one chosen was the one `before` implied; else left as it was.
 */
export const stateAfterPincodeChange = (state: string, before: string, after: string): string => {
  const only = onlyStateOfPincode(after);
  return only !== null && (state === '' || state === onlyStateOfPincode(before)) ? only : state;
};

/** The states `pincode` can be in when `state` is not one of them (the address is wrong); null when it fits. */
export const pincodeStateConflict = (pincode: string, state: string): readonly string[] | null => {
  const states = statesOfPincode(pincode);
  return states && !states.includes(state) ? states : null;
};

/** What the shopper reads when the PIN code and the state chosen disagree. */
export const pincodeStateMessage = (states: readonly string[], state: string): string => {
  const where = new Intl.ListFormat('en-IN', { type: 'disjunction' }).format(states);
  return `This PIN code is in ${where}, not ${state}. Please check the PIN code or the state.`;
};
