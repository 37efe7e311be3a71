import { observer } from 'mobx-react-lite';
import { LuRotateCcw, LuShieldCheck, LuTruck } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { formatRupees } from '../../../domain/text/Money';
import { useStores } from '../../app/stores/StoresContext';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { DemoResetButton } from './DemoResetButton';
import { ShopContactLines } from './ShopContactLines';
import { FOOTER_CATEGORY_LINKS, FOOTER_INFO_LINKS } from './footerContent';
import type { footerStyles } from './footerStyles';

const css = extractedClassNames<typeof footerStyles>('footer');

/** A titled list of links. */
function LinkList({
  label,
  title,
  links,
}: {
  label: string;
  title: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}) {
  return (
    <nav aria-label={label}>
      <h2 className={css('heading')}>{title}</h2>
      <div className={css('links')}>
        {links.map((link) => (
          <RouterLink key={link.to} className={css('link')} to={link.to}>
            {link.label}
          </RouterLink>
        ))}
      </div>
    </nav>
  );
}

/**
 * Footer with the shop's promises (docs/behaviour.md#the-shops-promises) (free shipping from the one setting), info,
 * legal and category links, and the seller the settings name (none while they name none). On every page, it is
 * drawn with styles extracted at build (footerStyles.tsx).
 */
export const Footer = observer(function Footer() {
  const { settings } = useStores().settings;
  const promises = [
    {
      Icon: LuTruck,
      title: 'Free Shipping',
      text: `On orders above ${formatRupees(settings.freeShippingThreshold)}`,
    },
    { Icon: LuShieldCheck, title: 'Warranty', text: 'Up to 3 years on every piece' },
    ...(settings.returnWindowDays > 0
      ? [
          {
            Icon: LuRotateCcw,
            title: 'Easy Returns',
            text: `${settings.returnWindowDays}-day return policy`,
          },
        ]
      : []),
  ];
  return (
    <footer className={css('root')}>
      <div className={css('promisesBand')}>
        <div className={css('promises')}>
          {promises.map(({ Icon, title, text }) => (
            <div key={title} className={css('promise')}>
              <Icon className={css('promiseIcon')} aria-hidden focusable="false" />
              <p className={css('promiseTitle')}>{title}</p>
              <p className={css('promiseText')}>{text}</p>
            </div>
          ))}
        </div>
      </div>
      <div className={css('columns')}>
        <div className={css('about')}>
          <p className={css('shopName')}>Sheesham Home</p>
          <p className={css('blurb')}>
            Furniture in sheesham and other woods, crafted in Jodhpur and delivered across India. Prices
            include GST.
          </p>
        </div>
        <LinkList label="Shop information" title="Help & Info" links={FOOTER_INFO_LINKS} />
        <LinkList label="Shop by category" title="Categories" links={FOOTER_CATEGORY_LINKS} />
        <div className={css('contact')}>
          <h2 className={css('heading')}>Contact Us</h2>
          <ShopContactLines phone={settings.phone} email={settings.email} onDark />
        </div>
      </div>
      <div className={css('legalBand')}>
        <div className={css('legal')}>
          <div>
            <p>
              © {new Date().getFullYear()} Sheesham Home. All prices in Indian rupees (₹), inclusive of GST.
            </p>
            {settings.sellerLegalName ? (
              <p>
                Sold by {settings.sellerLegalName}
                {settings.sellerAddress ? `, ${settings.sellerAddress}` : ''}.
              </p>
            ) : null}
          </div>
          <DemoResetButton />
        </div>
      </div>
    </footer>
  );
});
