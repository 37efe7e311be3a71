import { LuClock, LuMail, LuPhone } from 'react-icons/lu';
import { telHref } from '../../../domain/accounts/ContactPhone';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { SHOP_HOURS } from './footerContent';
import type { shopContactLinesStyles } from './shopContactLinesStyles';

const css = extractedClassNames<typeof shopContactLinesStyles>('shopContactLines');

/**
 * The shop's phone, e-mail and opening hours, a line each behind its icon (the footer, on its dark ground, and the
 * help pages' aside), drawn with styles extracted at build (shopContactLinesStyles.tsx).
 */
export function ShopContactLines({
  phone,
  email,
  onDark = false,
}: {
  phone: string;
  email: string;
  onDark?: boolean;
}) {
  const link = css(onDark ? 'linkOnDark' : 'link');
  return (
    <>
      <div className={css('line')}>
        <LuPhone aria-hidden />
        <a className={link} href={telHref(phone)}>
          {phone}
        </a>
      </div>
      <div className={css('line')}>
        <LuMail aria-hidden />
        <a className={link} href={`mailto:${email}`}>
          {email}
        </a>
      </div>
      <div className={css('hoursLine')}>
        <div className={css('clock')} aria-hidden>
          <LuClock />
        </div>
        <div>
          {SHOP_HOURS.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      </div>
    </>
  );
}
