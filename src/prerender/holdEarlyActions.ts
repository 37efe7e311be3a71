/**
 * Runs in a prerendered page's head, from the first paint until the app has taken the whole page over (`hydrationEvent`
 * on document, sent by HydrationDone): before that a tap would do nothing, so it holds what the shopper does and then
 * hands it to the app (or drops it, when the app shows another page: `{ replay: false }` in the event's detail).
 * Taps on buttons, labels and boxes and submitted forms are held and done again; what was
 * typed into a field or chosen in a list is given to the app as new input (React keeps a field's prerendered value when it
 * takes the field over, and sets a list back to its drawn choice). Links need no help: each opens its prerendered page.
 *
 * A shopper who leaves before the app has the page takes along the held taps whose control says what it does
 * (`data-carry`), for the app to do on the next page (src/ui/app/carriedTaps.ts).
 *
 * Written out into the page as source (pageDocument.ts), so it uses nothing from outside itself.
 */
export function holdEarlyActions(hydrationEvent: string, carriedTapsKey: string): void {
  const held: Array<{ kind: string; target: HTMLElement }> = [];
  const typed = new Map<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, string>();
  // A held tap dims its control, which says it is busy, until the app has done it.
  const HELD_ATTRIBUTE = 'data-held';
  const heldLook = document.createElement('style');
  heldLook.textContent = `[${HELD_ATTRIBUTE}]{opacity:.6;cursor:progress}`;
  document.head.append(heldLook);
  const release = (target: HTMLElement): void => {
    target.removeAttribute('aria-busy');
    target.removeAttribute(HELD_ATTRIBUTE);
  };
  const hold = (event: Event): void => {
    let target = event.target instanceof Element ? event.target : null;
    if (event.type === 'click')
      target = target?.closest('button,[role=button],label,input[type=checkbox],input[type=radio]') ?? null;
    if (!(target instanceof HTMLElement)) return;
    event.preventDefault();
    event.stopPropagation();
    held.push({ kind: event.type, target });
    target.setAttribute('aria-busy', 'true');
    target.setAttribute(HELD_ATTRIBUTE, '');
  };
  // Typing and choosing happen in the page as drawn; the app hears of them only once it has the whole page.
  const note = (event: Event): void => {
    event.stopPropagation();
    const field = event.target;
    const isText = field instanceof HTMLInputElement && field.type !== 'checkbox' && field.type !== 'radio';
    if (
      event.type === 'input' &&
      (isText || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement)
    )
      typed.set(field, field.value);
  };
  const kinds: Array<[string, (event: Event) => void]> = [
    ['click', hold],
    ['submit', hold],
    ['input', note],
    ['change', note],
    ['keydown', note],
  ];
  // On window, ahead of the app's own listeners, which are there before it has taken the page over.
  for (const [kind, listener] of kinds) window.addEventListener(kind, listener, true);
  // The rest of a tap or a key press is kept from the app too: React, hearing one while it takes the page over, would
  // take all of it over at once, in the event's own task, and the tap would wait that long for its answer.
  const unheard = (event: Event): void => event.stopPropagation();
  const UNHEARD = [
    'pointerdown',
    'pointerup',
    'mousedown',
    'mouseup',
    'touchstart',
    'touchend',
    'keyup',
    'keypress',
  ];
  const quietly = { capture: true, passive: true };
  for (const kind of UNHEARD) window.addEventListener(kind, unheard, quietly);

  /** The element the app put in the place of `gone`, when it drew the page anew (its data changed since the build). */
  const counterpart = (gone: HTMLElement): HTMLElement | undefined =>
    [...document.querySelectorAll<HTMLElement>(gone.tagName)].find(
      (candidate) =>
        candidate.getAttribute('aria-label') === gone.getAttribute('aria-label') &&
        candidate.textContent === gone.textContent,
    );

  // Leaving before the app had the page: the held taps that mean the same on any page go along (CARRIED_TAPS_KEY).
  const carry = (): void => {
    const carried = held.flatMap(({ target }) =>
      target.dataset.carry ? [JSON.parse(target.dataset.carry)] : [],
    );
    try {
      if (carried.length > 0) sessionStorage.setItem(carriedTapsKey, JSON.stringify(carried));
    } catch {
      // No session storage (a private window's quota): the taps stay lost, as they were without it.
    }
  };
  window.addEventListener('pagehide', carry);

  document.addEventListener(
    hydrationEvent,
    (event) => {
      for (const [kind, listener] of kinds) window.removeEventListener(kind, listener, true);
      for (const kind of UNHEARD) window.removeEventListener(kind, unheard, quietly);
      // Until they are done, the held taps still go along with a shopper who leaves.
      const forget = (): void => {
        window.removeEventListener('pagehide', carry);
        for (const { target } of held) release(target);
        held.length = 0;
        heldLook.remove();
      };
      // The app shows another page than the one the actions were made on: they are dropped, the page is the app's.
      if ((event as CustomEvent<{ replay?: boolean } | null>).detail?.replay === false) return forget();
      for (const [field, value] of typed) {
        if (!field.isConnected) continue;
        // Through the field's own setter the app learns the prerendered value; through the prototype's, bypassing
        // that, the field gets the shopper's, which the app then reads as a change.
        field.value = field instanceof HTMLSelectElement ? '' : field.defaultValue;
        Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set?.call(field, value);
        field.dispatchEvent(
          new Event(field instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }),
        );
      }
      // After the app has drawn what it was given: a held tap on 'Check' must find the pincode typed before it.
      setTimeout(() => {
        const taps = [...held];
        forget();
        for (const { kind, target } of taps) {
          const now = target.isConnected ? target : counterpart(target);
          if (kind === 'submit' && now instanceof HTMLFormElement) now.requestSubmit();
          else now?.click();
        }
      });
    },
    { once: true },
  );
}
