import { Box, Button, Circle, Float } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { LuGitCompareArrows } from 'react-icons/lu';
import { Link as RouterLink } from 'react-router-dom';
import { compareLink } from '../../../../domain/storefront/compareMessages';
import { useStores } from '../../../app/stores/StoresContext';
import { HEADER_METRICS } from '../../../shared/theme/headerMetrics';
import { useAsPrerendered } from '../../common/useAsPrerendered';

/**
 * 'Compare (n)' while the device's compare list holds any, nothing otherwise (as on every drawn page). A phone's row
 * has room for an icon only: there it is the icon with the count as a badge, named the same.
 */
export const CompareLink = observer(function CompareLink() {
  const count = useAsPrerendered(useStores().compare.count, 0);
  if (count === 0) return null;
  const name = compareLink(count);
  return (
    <Box position="relative" display="inline-flex">
      <Button
        asChild
        variant="ghost"
        color="brand.800"
        size={HEADER_METRICS.row.controlSize}
        px={{ base: '0', md: '3' }}
        aria-label={name}
      >
        <RouterLink to="/compare">
          <Box as="span" display={{ base: 'inline-flex', md: 'none' }}>
            <LuGitCompareArrows aria-hidden />
          </Box>
          <Box as="span" display={{ base: 'none', md: 'inline' }}>
            {name}
          </Box>
        </RouterLink>
      </Button>
      <Float placement="top-end" offset="2" display={{ md: 'none' }}>
        <Circle size="5" bg="brass.400" color="brass.950" fontSize="2xs" fontWeight="bold" aria-hidden>
          {count}
        </Circle>
      </Float>
    </Box>
  );
});
