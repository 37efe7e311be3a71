import { Box, HStack, useChakraContext, type StackProps } from '@chakra-ui/react';
import type { CSSProperties, ReactNode } from 'react';
import { displayRating, formatRating } from '../../../domain/storefront/Rating';
import { svgPicture } from './iconPicture';
import { ChakraReady } from './ChakraReady';

/** Lucide's star (react-icons' LuStar, as the shop's other icons), on a 24 × 24 grid. */
const STAR_PATH =
  'M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z';
const STAR_PX = 14;

/** One star in `color`, outlined or filled, as a CSS background picture. */
const starPicture = (color: string, filled: boolean): string => {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="${filled ? color : 'none'}" stroke="${color}" stroke-width="2" stroke-linejoin="round"><path d="${STAR_PATH}"/></svg>`;
  return svgPicture(svg);
};

/** A row of stars: one picture repeated, so a row is one box however many stars it shows. */
const STAR_ROW = { h: `${STAR_PX}px`, bgSize: `${STAR_PX}px`, bgRepeat: 'repeat-x' } as const;
const ROW_PX = 5 * STAR_PX;
/** The filled stars' width, set on each row, so every rating shares one style (and one extracted class). */
const FILLED_WIDTH = '--rating-filled-width';

/**
 * Five stars filled to the rating as shown (one decimal, so 4.6 fills three fifths of the fifth star), with that
 * same figure and the review count. `starsOnly` where text beside them says the rating already: the stars are then
 * a picture of it alone, which a screen reader skips, so the figure is said and shown once. With `className` (the
 * extracted styles of this row, extractedStyles.ts), a plain element with that class draws it.
 */
export function RatingStars({
  rating,
  reviewCount,
  starsOnly = false,
  className,
  ...place
}: {
  rating: number;
  reviewCount?: number;
  starsOnly?: boolean;
  className?: string;
} & Pick<StackProps, 'mt' | 'mx'>) {
  const shown = displayRating(rating);
  const figure = formatRating(rating);
  const filled = Math.round(shown * 20);
  const fill = { [FILLED_WIDTH]: `${(filled * ROW_PX) / 100}px` } as CSSProperties;
  const label = `Rated ${figure} out of 5${reviewCount ? ` from ${reviewCount} reviews` : ''}`;
  const text = (
    <>
      {figure}
      {reviewCount ? ` (${reviewCount})` : ''}
    </>
  );
  if (className && starsOnly) return <div className={className} style={fill} aria-hidden />;
  if (className)
    return (
      <div className={className} style={fill} aria-label={label} role="img">
        {text}
      </div>
    );
  return (
    <ChakraReady>
      <DrawnRatingStars place={place} starsOnly={starsOnly} fill={fill} label={label}>
        {text}
      </DrawnRatingStars>
    </ChakraReady>
  );
}

/** The row drawn with Chakra's components, where no extracted class is given. */
function DrawnRatingStars({
  place,
  starsOnly,
  fill,
  label,
  children,
}: {
  place: Pick<StackProps, 'mt' | 'mx'>;
  starsOnly: boolean;
  fill: CSSProperties;
  label: string;
  children: ReactNode;
}) {
  const color = useChakraContext().token('colors.brass.400');
  const filledRow = {
    content: '""',
    position: 'absolute',
    left: '0',
    w: `var(${FILLED_WIDTH})`,
    bgImage: starPicture(color, true),
    ...STAR_ROW,
  } as const;
  // The filled stars are laid over the outlined ones by a pseudo-element, so a rating draws one element, not three.
  if (starsOnly)
    return (
      <Box
        {...place}
        aria-hidden
        style={fill}
        position="relative"
        w={`${ROW_PX}px`}
        bgImage={starPicture(color, false)}
        {...STAR_ROW}
        _before={{ ...filledRow, top: '0' }}
      />
    );
  return (
    <HStack
      {...place}
      gap="1"
      position="relative"
      fontSize="xs"
      color="gray.600"
      style={fill}
      aria-label={label}
      role="img"
      _before={{
        content: '""',
        flexShrink: 0,
        w: `${ROW_PX}px`,
        bgImage: starPicture(color, false),
        ...STAR_ROW,
      }}
      _after={{ ...filledRow, top: `calc(50% - ${STAR_PX / 2}px)` }}
    >
      {children}
    </HStack>
  );
}
