import { useId, useState } from 'react';
import { Button, Stack, Text, type TextProps } from '@chakra-ui/react';

/** Text longer than this many characters starts clamped (a guess at three lines of a narrow column). */
const LONG = 180;

/** Plain text (line breaks kept) clamped to a few lines when long, with a button that shows it whole. */
export function ClampedText({
  text,
  lines = 3,
  ...props
}: { text: string; lines?: number } & Omit<TextProps, 'children'>) {
  const [whole, setWhole] = useState(false);
  const id = useId();
  const long = text.length > LONG || text.split('\n').length > lines;
  return (
    <Stack gap="0" align="start">
      <Text
        id={id}
        whiteSpace="pre-line"
        overflowWrap="anywhere"
        lineClamp={long && !whole ? lines : undefined}
        {...props}
      >
        {text}
      </Text>
      {long ? (
        <Button
          variant="plain"
          size="xs"
          px="0"
          color="brand.700"
          aria-expanded={whole}
          aria-controls={id}
          onClick={() => setWhole(!whole)}
        >
          {whole ? 'Show less' : 'Read more'}
        </Button>
      ) : null}
    </Stack>
  );
}
