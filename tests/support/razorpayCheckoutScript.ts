/**
 * The stand-in of Razorpay's Standard Checkout script (checkout.js) the browser suite loads in its place
 * (VITE_RAZORPAY_CHECKOUT_URL): `new Razorpay(options)` with the options Razorpay documents (key, order_id, amount,
 * handler, modal.ondismiss, config.display blocks), `on('payment.failed', …)` and `open()`. Its dialog pays the
 * gateway order through the stand-in API at `origin`, which signs the payment as Razorpay's servers do; a declined
 * attempt keeps the dialog open for another try, as Razorpay's does.
 */
export const razorpayCheckoutScript = (origin: string): string => `(() => {
  const api = ${JSON.stringify(origin)};
  window.Razorpay = function Razorpay(options) {
    const failedHandlers = [];
    this.on = (event, handler) => {
      if (event === 'payment.failed') failedHandlers.push(handler);
    };
    this.open = () => {
      const display = (options.config && options.config.display) || {};
      const emiOnly = Boolean(display.blocks && display.blocks.emi) &&
        Boolean(display.preferences && display.preferences.show_default_blocks === false);
      const dialog = document.createElement('div');
      dialog.setAttribute('role', 'dialog');
      dialog.setAttribute('aria-modal', 'true');
      dialog.setAttribute('aria-label', 'Razorpay checkout (stand-in, no money moves)');
      dialog.style.cssText = 'position:fixed;inset:0;z-index:99999;background:#fff;padding:16px;font:16px sans-serif';
      const line = (text) => {
        const p = document.createElement('p');
        p.textContent = text;
        dialog.append(p);
        return p;
      };
      line(options.name + ': ₹' + (options.amount / 100).toLocaleString('en-IN'));
      if (emiOnly) line(display.blocks.emi.name);
      const said = line('');
      said.setAttribute('role', 'status');
      const button = (label, act) => {
        const b = document.createElement('button');
        b.type = 'button';
        b.textContent = label;
        b.style.cssText = 'display:block;margin:8px 0;min-height:44px';
        b.addEventListener('click', act);
        dialog.append(b);
      };
      const attempt = async (method, failed) => {
        const response = await fetch(api + '/v1/checkout/payments', {
          method: 'POST',
          headers: { 'Content-Type': 'text/plain' },
          body: JSON.stringify({ key_id: options.key, order_id: options.order_id, method, failed }),
        });
        const body = await response.json();
        if (body.error) {
          said.textContent = body.error.description;
          failedHandlers.forEach((handler) => handler(body));
          return;
        }
        dialog.remove();
        options.handler(body);
      };
      const method = emiOnly ? 'emi' : 'card';
      button(emiOnly ? 'Pay by EMI' : 'Pay by card', () => attempt(method, false));
      button('Decline the payment', () => attempt(method, true));
      button('Close', () => {
        dialog.remove();
        if (options.modal && options.modal.ondismiss) options.modal.ondismiss();
      });
      document.body.append(dialog);
    };
  };
})();
`;
