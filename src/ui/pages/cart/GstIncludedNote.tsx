import { HStack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { formatPaise } from '../../../domain/formatPaise';

interface Props {
  gstPaise: number;
  ratePercent: number;
  /** What else the summary says, after the GST. */
  children?: string;
}

/** 'Prices include GST: ₹7,016.80 (18%).' under a cart's or checkout's totals. */
export function GstIncludedNote({ gstPaise, ratePercent, children }: Props) {
  return (
    <HStack gap="1.5" fontSize="sm" color="gray.600" data-testid="gst-included">
      <LuShieldCheck aria-hidden />
      <Text>
        Prices include GST: {formatPaise(gstPaise)} ({ratePercent}%).{children ? ` ${children}` : ''}
      </Text>
    </HStack>
  );
}
