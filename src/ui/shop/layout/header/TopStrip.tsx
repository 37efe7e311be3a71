import { observer } from 'mobx-react-lite';
import { LuMail, LuPhone, LuTruck } from 'react-icons/lu';
import { messageFor } from '../../../../domain/text/messages';
import { useStores } from '../../../app/stores/StoresContext';
import { extractedClassNames } from '../../../shared/theme/extractedStyles';
import type { headerStyles } from './headerStyles';

const css = extractedClassNames<typeof headerStyles>('header');

/** Phone, e-mail and the free-shipping promise, all from the shop settings (docs/behaviour.md#screens-and-routes, docs/architecture.md#data-model). */
export const TopStrip = observer(function TopStrip() {
  const { settings } = useStores().settings;
  return (
    <div className={css('strip')} data-testid="top-strip">
      <div className={css('stripRow')}>
        <div className={css('stripContacts')}>
          <a className={css('stripLink')} href={`tel:${settings.phone.replace(/[^+\d]/g, '')}`}>
            <LuPhone aria-hidden /> {settings.phone}
          </a>
          <a className={css('stripLink')} href={`mailto:${settings.email}`}>
            <LuMail aria-hidden /> {settings.email}
          </a>
        </div>
        <span className={css('stripPromise')}>
          <LuTruck aria-hidden />
          {messageFor('SHIPPING.FREE_ABOVE', { amount: settings.freeShippingThreshold })}
        </span>
      </div>
    </div>
  );
});
