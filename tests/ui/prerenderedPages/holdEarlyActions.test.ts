import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyActions } from '../../../src/prerender/holdEarlyActions';

const TAKEOVER = 'test:hydration';
const CARRIED = 'test:carried-taps';

/** What the app would hear: listeners on #root, as React's are, from the moment the page is parsed. */
const prerenderedPage = () => {
  document.body.innerHTML = `<div id="root"><form aria-label="Check delivery"><input name="pincode" value="" />
    <select name="sort"><option value="name" selected>Name</option><option value="price-high">Price</option></select>
    <button type="button">Check</button></form><a href="/sofas">Sofas</a>
    <button type="button" data-carry='{"addToCart":"sofa1"}'>Add to cart</button></div>`;
  const root = document.getElementById('root') as HTMLElement;
  const heard: string[] = [];
  for (const kind of ['click', 'input', 'change', 'keydown'])
    root.addEventListener(kind, (event) => {
      const target = event.target as HTMLInputElement;
      heard.push(kind === 'click' ? `click ${target.textContent}` : `${kind} ${target.name}=${target.value}`);
    });
  holdEarlyActions(TAKEOVER, CARRIED);
  return {
    root,
    heard,
    field: root.querySelector('input') as HTMLInputElement,
    list: root.querySelector('select') as HTMLSelectElement,
    button: root.querySelector('button') as HTMLButtonElement,
    addToCart: root.querySelector('[data-carry]') as HTMLButtonElement,
  };
};

const hydrate = async () => {
  document.dispatchEvent(new Event(TAKEOVER));
  await vi.runAllTimersAsync();
};

describe('holdEarlyActions (a prerendered page before the app has taken it over)', () => {
  afterEach(() => vi.useRealTimers());

  it('holds a tap on a button and hands it to the app once, after the hydration', async () => {
    vi.useFakeTimers();
    const { heard, button } = prerenderedPage();
    button.click();
    expect(heard).toEqual([]);
    await hydrate();
    expect(heard).toEqual(['click Check']);
    button.click();
    expect(heard).toEqual(['click Check', 'click Check']);
  });

  it('keeps the rest of a tap from the app until it has the page, without stopping what the browser does with it', async () => {
    vi.useFakeTimers();
    const { root, button } = prerenderedPage();
    const pressed: string[] = [];
    const kinds = ['pointerdown', 'mousedown', 'touchstart', 'pointerup', 'keyup'];
    for (const kind of kinds) root.addEventListener(kind, () => pressed.push(kind));
    const press = () =>
      kinds.map((kind) => {
        const event = new Event(kind, { bubbles: true, cancelable: true });
        button.dispatchEvent(event);
        return event.defaultPrevented;
      });
    // React, hearing a press while it takes the page over, would take all of it over in the press's own task.
    expect(press()).toEqual(kinds.map(() => false));
    expect(pressed).toEqual([]);
    await hydrate();
    press();
    expect(pressed).toEqual(kinds);
  });

  it('shows at once that a held tap was taken: the control says it is busy and dims until the app has it', async () => {
    vi.useFakeTimers();
    const { button } = prerenderedPage();
    button.click();
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect(getComputedStyle(button).opacity).toBe('0.6');
    await hydrate();
    expect(button.hasAttribute('aria-busy')).toBe(false);
    expect(getComputedStyle(button).opacity).not.toBe('0.6');
  });

  it('carries the held taps that mean the same on any page to the next page when the shopper leaves first', () => {
    sessionStorage.clear();
    const { button, addToCart } = prerenderedPage();
    button.click();
    addToCart.click();
    window.dispatchEvent(new Event('pagehide'));
    expect(JSON.parse(sessionStorage.getItem(CARRIED) ?? 'null')).toEqual([{ addToCart: 'sofa1' }]);
  });

  it('still carries a held tap when the shopper leaves after the takeover but before the app has done it', async () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const { addToCart, heard } = prerenderedPage();
    addToCart.click();
    document.dispatchEvent(new Event(TAKEOVER));
    window.dispatchEvent(new Event('pagehide'));
    expect(heard).toEqual([]);
    expect(JSON.parse(sessionStorage.getItem(CARRIED) ?? 'null')).toEqual([{ addToCart: 'sofa1' }]);
    await vi.runAllTimersAsync();
  });

  it('carries nothing once the app has done the held taps', async () => {
    vi.useFakeTimers();
    sessionStorage.clear();
    const { addToCart } = prerenderedPage();
    addToCart.click();
    await hydrate();
    window.dispatchEvent(new Event('pagehide'));
    expect(sessionStorage.getItem(CARRIED)).toBeNull();
  });

  it('drops what was held when the app shows another page, and then lets every tap through', async () => {
    vi.useFakeTimers();
    const { heard, field, button } = prerenderedPage();
    field.value = '342001';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    button.click();
    document.dispatchEvent(new CustomEvent(TAKEOVER, { detail: { replay: false } }));
    await vi.runAllTimersAsync();
    expect(heard).toEqual([]);
    expect(button.hasAttribute('aria-busy')).toBe(false);
    button.click();
    expect(heard).toEqual(['click Check']);
  });

  it('hands over what was typed and chosen, before the taps that came after it', async () => {
    vi.useFakeTimers();
    const { heard, field, list, button } = prerenderedPage();
    field.value = '342001';
    field.dispatchEvent(new Event('input', { bubbles: true }));
    list.value = 'price-high';
    list.dispatchEvent(new Event('input', { bubbles: true }));
    list.dispatchEvent(new Event('change', { bubbles: true }));
    button.click();
    expect(heard).toEqual([]);
    // Taking the page over, the app set the list back to its drawn choice.
    list.value = 'name';
    await hydrate();
    expect(heard).toEqual(['input pincode=342001', 'change sort=price-high', 'click Check']);
    expect(list.value).toBe('price-high');
  });

  it("hands a tap to the button the app drew in the tapped one's place", async () => {
    vi.useFakeTimers();
    const { root, heard, button } = prerenderedPage();
    button.click();
    // The page's data changed since the build: the app drew it anew.
    const form = root.querySelector('form') as HTMLFormElement;
    form.replaceWith(form.cloneNode(true));
    await hydrate();
    expect(heard).toEqual(['click Check']);
    expect(button.isConnected).toBe(false);
  });

  it('leaves links alone: each opens its prerendered page', () => {
    const { root } = prerenderedPage();
    const link = root.querySelector('a') as HTMLAnchorElement;
    let opened = false;
    link.addEventListener('click', (event) => {
      opened = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot follow it
    });
    link.click();
    expect(opened).toBe(true);
  });
});
