import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Box, HStack, IconButton } from '@chakra-ui/react';
import { LuChevronLeft, LuChevronRight, LuPause, LuPlay } from 'react-icons/lu';
import type { Banner } from '../../../domain/storefront/Banner';
import { BannerSlide } from './BannerSlide';

export const BANNER_INTERVAL_MS = 6000;

const prefersReducedMotion = (): boolean =>
  typeof window !== 'undefined' &&
  typeof window.matchMedia === 'function' &&
  window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * The home page carousel of active banners (WAI-ARIA carousel pattern): rotates every 6 s, pauses while hovered or
 * focused and when the shopper presses pause; no autoplay for people who ask for reduced motion.
 */
export function BannerCarousel({ banners }: { banners: readonly Banner[] }) {
  const [index, setIndex] = useState(0);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [stopped, setStopped] = useState(prefersReducedMotion);
  const touchStartX = useRef<number | null>(null);
  const count = banners.length;
  const current = count === 0 ? 0 : Math.min(index, count - 1);
  const rotating = count > 1 && !stopped && !hovered && !focused;

  useEffect(() => {
    if (!rotating) return;
    const timer = setInterval(() => setIndex((value) => (value + 1) % count), BANNER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [rotating, count]);

  const go = (next: number): void => setIndex((next + count) % count);
  if (count === 0) return null;

  return (
    <Box
      as="section"
      aria-roledescription="carousel"
      aria-label="Offers"
      position="relative"
      overflow="hidden"
      rounded={{ base: 'none', md: 'xl' }}
      onTouchStart={(event) => {
        touchStartX.current = event.touches[0]?.clientX ?? null;
      }}
      onTouchEnd={(event) => {
        const start = touchStartX.current;
        const end = event.changedTouches[0]?.clientX;
        touchStartX.current = null;
        if (start === null || end === undefined || Math.abs(end - start) < 40) return;
        go(end < start ? current + 1 : current - 1);
      }}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Box
        aria-live={rotating ? 'off' : 'polite'}
        display="flex"
        transition="transform 0.6s ease"
        transform={`translateX(-${current * 100}%)`}
      >
        {banners.map((banner, position) => (
          <BannerSlide
            key={banner.id}
            banner={banner}
            eager={position === 0}
            visible={position === current}
            slide={{
              role: 'group',
              'aria-roledescription': 'slide',
              'aria-label': `${position + 1} of ${count}`,
              'aria-hidden': position !== current,
              inert: position !== current,
              flex: '0 0 100%',
              minW: '0',
            }}
          />
        ))}
      </Box>
      {count > 1 ? (
        <>
          <SlideArrow label="Previous slide" side={{ left: '3' }} onClick={() => go(current - 1)}>
            <LuChevronLeft />
          </SlideArrow>
          <SlideArrow label="Next slide" side={{ right: '3' }} onClick={() => go(current + 1)}>
            <LuChevronRight />
          </SlideArrow>
          <HStack
            position="absolute"
            bottom={{ base: '2', md: '3' }}
            right={{ base: '2', md: 'auto' }}
            left={{ base: 'auto', md: '50%' }}
            transform={{ base: 'none', md: 'translateX(-50%)' }}
            gap="1"
            bg="blackAlpha.600"
            px="2"
            py="0.5"
            rounded="full"
          >
            <IconButton
              aria-label={stopped ? 'Start slide rotation' : 'Stop slide rotation'}
              size="xs"
              variant="plain"
              color="white"
              onClick={() => setStopped(!stopped)}
            >
              {stopped ? <LuPlay /> : <LuPause />}
            </IconButton>
            {banners.map((banner, position) => (
              <Box
                as="button"
                key={banner.id}
                aria-label={`Show slide ${position + 1}`}
                aria-current={position === current ? 'true' : undefined}
                onClick={() => go(position)}
                minW="6"
                h="6"
                display="flex"
                alignItems="center"
                justifyContent="center"
                cursor="pointer"
                rounded="full"
                _after={{
                  content: '""',
                  w: position === current ? '6' : '2.5',
                  h: '2.5',
                  rounded: 'full',
                  bg: position === current ? 'white' : 'whiteAlpha.700',
                  transition: 'width 0.3s',
                }}
              />
            ))}
          </HStack>
        </>
      ) : null}
    </Box>
  );
}

interface SlideArrowProps {
  label: string;
  /** Which edge of the carousel it sits at, and how far in. */
  side: { left: string } | { right: string };
  onClick: () => void;
  children: ReactNode;
}

/** A round previous/next button over the middle of one edge of the carousel, from the md breakpoint up. */
function SlideArrow({ label, side, onClick, children }: SlideArrowProps) {
  return (
    <IconButton
      aria-label={label}
      position="absolute"
      {...side}
      display={{ base: 'none', md: 'inline-flex' }}
      top="50%"
      transform="translateY(-50%)"
      rounded="full"
      size="sm"
      variant="surface"
      bg="whiteAlpha.900"
      onClick={onClick}
    >
      {children}
    </IconButton>
  );
}
