/**
 * Runs in a prerendered page's head: puts the app's scripts (inert in the <template> `templateId`) into the document once
 * the page's first contentful paint is on screen, as the browser's paint timing reports it. A frame's callback is
 * not enough: the frame it runs in may be one that shows nothing yet, and a phone that fetches the app's scripts
 * before the page is seen spends its network and main thread on them first. Where paint timing is missing, the
 * scripts start after the next frame; a page that never paints (a tab opened in the background) starts them after
 * `latestMs`.
 *
 * Then, in a task of its own while the scripts download, it makes a number format for `locale`: the browser loads a
 * locale's data with the first one it makes (30–50 ms on a phone), which was otherwise the app's first prices, in the
 * longest task of its start-up.
 *
 * Written out into the page as source (pageDocument.ts), so it uses nothing from outside itself.
 */
export function startAppAfterFirstPaint(templateId: string, latestMs: number, locale: string): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    const template = document.getElementById(templateId);
    if (template instanceof HTMLTemplateElement)
      document.head.appendChild(document.importNode(template.content, true));
    setTimeout(() => new Intl.NumberFormat(locale));
  };
  setTimeout(start, latestMs);
  const types =
    typeof PerformanceObserver === 'undefined' ? undefined : PerformanceObserver.supportedEntryTypes;
  if (!types?.includes('paint')) {
    requestAnimationFrame(() => setTimeout(start));
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    start();
  });
  observer.observe({ type: 'paint', buffered: true });
}
