import { Link, Text } from '@chakra-ui/react';
import { LuExternalLink } from 'react-icons/lu';
import { type Shipment, shipmentText } from '../../../domain/shipping/Shipment';

/** 'Shipped with Delhivery, AWB 123 — Track': the courier, the AWB and a link to the courier's tracking page. */
export function ShipmentLine({ shipment }: { shipment: Shipment }) {
  return (
    <Text fontSize="sm" data-testid="shipment">
      {shipmentText(shipment)}
      {shipment.trackingUrl ? (
        <>
          {' — '}
          <Link
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            color="brand.fg"
            fontWeight="semibold"
            aria-label={`Track with ${shipment.courier} (opens in a new tab)`}
          >
            Track
            <LuExternalLink aria-hidden />
          </Link>
        </>
      ) : null}
    </Text>
  );
}
