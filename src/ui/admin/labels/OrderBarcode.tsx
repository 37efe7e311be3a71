import { useEffect, useRef } from 'react';
import JsBarcode from 'jsbarcode';

/** The order number as a Code 128 barcode a courier's scanner reads, with the number printed under it. */
export function OrderBarcode({ value }: { value: string }) {
  const svg = useRef<SVGSVGElement>(null);
  useEffect(() => {
    if (svg.current)
      JsBarcode(svg.current, value, { format: 'CODE128', height: 48, width: 2, margin: 0, fontSize: 14 });
  }, [value]);
  return <svg ref={svg} role="img" aria-label={`Barcode of order ${value}`} data-barcode={value} />;
}
