import type { Locator, Page } from '@playwright/test';

/** A 2400 × 1800 PNG drawn in the page (stripes and a circle): large enough to be resized to 1600 × 1200. */
export const drawPhoto = async (page: Page): Promise<Buffer> => {
  const dataUrl = await page.evaluate(() => {
    const canvas = document.createElement('canvas');
    canvas.width = 2400;
    canvas.height = 1800;
    const context = canvas.getContext('2d');
    if (!context) throw new Error('no canvas');
    for (let x = 0; x < 2400; x += 200) {
      context.fillStyle = x % 400 === 0 ? '#8b5a2b' : '#d2a679';
      context.fillRect(x, 0, 200, 1800);
    }
    context.fillStyle = '#2f4f4f';
    context.beginPath();
    context.arc(1200, 900, 500, 0, Math.PI * 2);
    context.fill();
    return canvas.toDataURL('image/png');
  });
  return Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
};

export const naturalSize = (image: Locator) =>
  image.evaluate(async (element: HTMLImageElement) => {
    if (!element.complete)
      await new Promise((resolve) => element.addEventListener('load', resolve, { once: true }));
    return { width: element.naturalWidth, height: element.naturalHeight, src: element.getAttribute('src') };
  });
