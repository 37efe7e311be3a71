import { HStack, Text } from '@chakra-ui/react';
import { LuShieldCheck } from 'react-icons/lu';
import { formatPaise } from '../../../domain/text/formatPaise';

interface Props {
  gstPaise: number;
  /** The rates it is charged at: one is named, several are not. */
  rates: readonly number[];
  /** What else the summary says, after the GST. */
  children?: string;
}

/** 'Prices include GST: ₹7,016.80 (18%).' under a cart's or checkout's totals. */
export function GstIncludedNote({ gstPaise, rates, children }: Props) {
  return (
    <HStack gap="1.5" fontSize="sm" color="gray.600" data-testid="gst-included">
      <LuShieldCheck aria-hidden />
      <Text>
        Prices include GST: {formatPaise(gstPaise)}
        {rates.length === 1 ? ` (${rates[0]}%)` : ''}.{children ? ` ${children}` : ''}
      </Text>
    </HStack>
  );
}
