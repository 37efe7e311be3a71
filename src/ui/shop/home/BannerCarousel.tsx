import { useEffect, useRef, useState } from 'react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import type { Banner } from '../../../domain/storefront/Banner';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { BannerSlide } from './BannerSlide';
import type { bannerCarouselStyles } from './bannerCarouselStyles';

const css = extractedClassNames<typeof bannerCarouselStyles>('bannerCarousel');

export const BANNER_INTERVAL_MS = 6000;

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page carousel of active banners (WAI-ARIA carousel pattern): rotates every 6 s, pauses while hovered or
 * focused and when the shopper presses pause; no autoplay for people who ask for reduced motion. A hidden slide's
 * picture loads when it may soon be seen: the next slide's halfway through the shown one's turn, every slide's as
 * soon as the shopper reaches for the carousel (a phone's start is then the first picture's alone). Drawn with
 * styles extracted at build (bannerCarouselStyles.tsx).
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  // The last slide whose picture loads; every one's (however many come) once the shopper reaches for the carousel.
  const [picturesUpTo, setPicturesUpTo] = useState(0);
  const touchStartX = useRef<number | null>(null);
  const count = banners.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (picturesUpTo > current || current + 1 >= count) return;
    const timer = setTimeout(() => setPicturesUpTo(current + 1), BANNER_INTERVAL_MS / 2);
    return () => clearTimeout(timer);
  }, [current, count, picturesUpTo]);
  const reachFor = (): void => setPicturesUpTo(Number.POSITIVE_INFINITY);

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number): void => setIndex((next + count) % count);
  if (count === 0) return null;

  return (
    <section
      className={css('root')}
      aria-roledescription="carousel"
      aria-label="Offers"
      onTouchStart={(event) => {
        reachFor();
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? current + 1 : current - 1);
      }}
      onMouseEnter={() => {
        reachFor();
        setHovered(true);
      }}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => {
        reachFor();
        setFocused(true);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <div
        className={css('track')}
        aria-live={rotating ? 'off' : 'polite'}
        style={{ transform: `translateX(-${current * 100}%)` }}
      >
        {banners.map((banner, position) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            eager={position === 0}
            pictureLoads={position <= picturesUpTo}
            visible={position === current}
            slide={{
              role: 'group',
              'aria-roledescription': 'slide',
              'aria-label': `${position + 1} of ${count}`,
              'aria-hidden': position !== current,
              inert: position !== current,
            }}
          />
        ))}
      </div>
      {count > 1 ? (
        <>
          <button
            type="button"
            className={css('previous')}
            aria-label="Previous slide"
            onClick={() => go(current - 1)}
          >
            <LuChevronLeft />
          </button>
          <button
            type="button"
            className={css('next')}
            aria-label="Next slide"
            onClick={() => go(current + 1)}
          >
            <LuChevronRight />
          </button>
          <div className={css('controls')}>
            <button
              type="button"
              className={css('rotation')}
              aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <LuPlay /> : <LuPause />}
            </button>
            {banners.map((banner, position) => (
              <button
                type="button"
                key={banner.id}
                className={css(position === current ? 'dotCurrent' : 'dot')}
                aria-label={`Show slide ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
              />
            ))}
          </div>
        </>
      ) : null}
    </section>
  );
}
