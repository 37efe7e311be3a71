import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { observer } from 'mobx-react-lite';
import { LuBell, LuTrendingDown } from 'react-icons/lu';
import type { AlertKind } from '../../../domain/alerts/Alert';
import { ALERT_TEXT } from '../../../domain/alerts/alertTexts';
import type { Product } from '../../../domain/catalogue/Product';
import { useStores } from '../../app/stores/StoresContext';
import { notify } from '../../shared/components/toaster';
import { useAsPrerendered } from '../common/useAsPrerendered';
import type { AlertsStore } from './AlertsStore';
import { ButtonLoader, loadingButton } from '../../shared/components/ButtonLoader';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import type { productAlertsStyles } from './productAlertsStyles';
import { withShopSystem } from '../../shared/theme/deferredShopSystem';

const css = extractedClassNames<typeof productAlertsStyles>('productAlerts');

// A guest's form, with its consent checkbox (Chakra's checkbox machinery), loads when a guest first asks for an alert.
const loadGuestAlertForm = () => withShopSystem(import('./GuestAlertForm'));
const GuestAlertForm = lazy(async () => ({ default: (await loadGuestAlertForm()).GuestAlertForm }));

interface Props {
  product: Pick<Product, 'id' | 'name' | 'price'>;
  /** The option on show; null for a product without options (or none chosen). */
  variantId: string | null;
  /** Whether the choice on show is sold out: then "Notify me when it's back" is offered. */
  soldOut: boolean;
}

/**
 * The product page's alerts (docs/behaviour.md#alerts): "Notify me when it's back" on a sold-out choice and "Tell me
 * if the price drops" on any; one tap for a signed-in shopper, an e-mail address with consent for a guest. A drawn
 * page shows the guest's buttons; the shopper's own alerts show once the app has the page. The store's module loads
 * with a signed-in shopper's page or a guest's first tap, not with the product page's own chunk, which every visit
 * downloads. Drawn with styles extracted at build (productAlertsStyles.tsx).
 */
export const ProductAlerts = observer(function ProductAlerts({ product, variantId, soldOut }: Props) {
  const root = useStores();
  const [store, setStore] = useState<AlertsStore | null>(null);
  const signedIn = useAsPrerendered(root.session.isAuthenticated, false);
  const [asking, setAsking] = useState<AlertKind | null>(null);
  const alertsStore = useCallback(async (): Promise<AlertsStore> => {
    const { alertsStoreOf } = await import('./AlertsStore');
    const made = alertsStoreOf(root);
    setStore(made);
    return made;
  }, [root]);
  useEffect(() => {
    if (signedIn) void alertsStore().then((made) => made.loadFor(product.id));
  }, [alertsStore, signedIn, product.id]);

  const ask = async (kind: AlertKind, email = ''): Promise<string | null> => {
    const problem = await (await alertsStore()).ask({ kind, product, variantId, email });
    if (problem === null) {
      notify.success(
        ALERT_TEXT.saved,
        kind === 'back-in-stock' ? ALERT_TEXT.waitingBack : ALERT_TEXT.waitingPrice,
      );
      setAsking(null);
    }
    return problem;
  };
  const tap = async (kind: AlertKind): Promise<void> => {
    if (!signedIn) {
      setAsking(asking === kind ? null : kind);
      return;
    }
    const problem = await ask(kind);
    if (problem) notify.error(problem);
  };
  const stop = async (kind: AlertKind): Promise<void> => {
    const alert = store?.waiting(product.id, kind, variantId) ?? null;
    const problem = alert && store ? await store.remove(alert) : null;
    if (problem) notify.error(problem);
  };

  // Started as a guest reaches for a button, so the tap usually finds the form ready; a failure is the lazy form's.
  const prefetchGuestForm = (): void => void loadGuestAlertForm().catch(() => undefined);

  const control = (kind: AlertKind, label: string, waitingText: string, icon: React.ReactNode) => {
    const waiting = signedIn ? (store?.waiting(product.id, kind, variantId) ?? null) : null;
    const saving = store?.saving === kind;
    return waiting ? (
      <div className={css('waiting')} role="status">
        <p className={css('waitingText')}>{waitingText}</p>
        <button type="button" className={css('stop')} onClick={() => void stop(kind)}>
          {ALERT_TEXT.stop}
        </button>
      </div>
    ) : (
      <button
        type="button"
        className={css('ask')}
        {...loadingButton(saving)}
        aria-expanded={signedIn ? undefined : asking === kind}
        onClick={() => void tap(kind)}
        {...(signedIn ? {} : { onPointerDown: prefetchGuestForm, onFocus: prefetchGuestForm })}
      >
        <ButtonLoader loading={saving}>
          {icon}
          {label}
        </ButtonLoader>
      </button>
    );
  };

  return (
    <div className={css('root')} data-testid="product-alerts">
      {soldOut
        ? control('back-in-stock', ALERT_TEXT.notifyBack, ALERT_TEXT.waitingBack, <LuBell aria-hidden />)
        : null}
      {control('price-drop', ALERT_TEXT.priceDrop, ALERT_TEXT.waitingPrice, <LuTrendingDown aria-hidden />)}
      {asking && !signedIn ? (
        <Suspense
          fallback={
            <p className={css('formLoading')} role="status">
              Loading…
            </p>
          }
        >
          <GuestAlertForm key={asking} kind={asking} onAsk={(email) => ask(asking, email)} />
        </Suspense>
      ) : null}
    </div>
  );
});
