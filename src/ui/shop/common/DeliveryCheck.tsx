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
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { deliveryCheckStyles } from './deliveryCheckStyles';

const css = extractedClassNames<typeof deliveryCheckStyles>('deliveryCheck');

const CHECK_FAILED = 'We could not check delivery just now. Please try again.';

/**
 * 'Check delivery': a pincode and the shop's answer — the date it promises and whether cash on delivery is taken
 * there, up to what amount. The pincode is remembered with the cart; a remembered one is answered as soon as the
 * box appears. Drawn with styles extracted at build (deliveryCheckStyles.tsx).
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
    <form className={css('form')} onSubmit={submit} noValidate aria-labelledby={titleId}>
      <p id={titleId} className={css('title')}>
        Check delivery
      </p>
      <PincodeField
        name="delivery-pincode"
        label="Pincode"
        submitLabel="Check"
        value={typed}
        onChange={setTyped}
        invalid={answer?.kind === 'invalid'}
        width="fill"
      />
      <div
        className={css(answer ? 'answerShown' : 'answer')}
        aria-live="polite"
        data-testid="delivery-answer"
      >
        {answer === null ? (
          asked !== '' && delivery.state.status === 'failed' ? (
            <p className={css('refusal')}>{CHECK_FAILED}</p>
          ) : asked !== '' ? (
            <p className={css('pending')}>Checking…</p>
          ) : null
        ) : answer.kind === 'invalid' ? (
          <p className={css('refusal')}>{INVALID_PINCODE}</p>
        ) : answer.kind === 'unserved' ? (
          <p className={css('refusal')}>{notDeliverable(answer.pincode)}</p>
        ) : (
          <div className={css('promise')}>
            <p className={css('date')}>{deliveryBy(formatDeliveryDate(answer.by))}</p>
            <p className={css('cod')}>
              {answer.zone.codAllowed ? codAvailableUpTo(answer.zone.codLimit) : COD_NOT_AVAILABLE_HERE}
            </p>
          </div>
        )}
      </div>
    </form>
  );
});
