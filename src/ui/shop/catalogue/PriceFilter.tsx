import { useState, type FormEvent } from 'react';
import { formatRupees } from '../../../domain/text/Money';
import { ExtractedField } from '../../shared/components/ExtractedField';
import { extractedClassNames } from '../../shared/theme/extractedStyles';
import { LISTING_DEFAULTS } from './listingSearchParams';
import type { priceFilterStyles } from './priceFilterStyles';

const css = extractedClassNames<typeof priceFilterStyles>('priceFilter');

interface Props {
  value: [number, number];
  /** Lowest and highest price in the shop (the catalogue summary), shown as a guide; null while unknown. */
  bounds: { min: number; max: number } | null;
  onChange: (range: [number, number]) => void;
  /** Id of the heading that names the form. */
  labelledBy: string;
}

const shown = (amount: number, fallback: number): string => (amount === fallback ? '' : String(amount));
const parse = (text: string): number | null | 'invalid' => {
  const trimmed = text.trim().replace(/[,₹\s]/g, '');
  if (trimmed === '') return null;
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : 'invalid';
};

/**
 * Minimum and maximum price in whole rupees, applied together with the Apply button (or Enter). A wrong entry
 * stays in the box with a message; an empty box means no limit on that side. Drawn with styles extracted at build
 * (priceFilterStyles.tsx).
 */
export function PriceFilter({ value, bounds, onChange, labelledBy }: Props) {
  const [defaultMin, defaultMax] = LISTING_DEFAULTS.priceRange;
  const [min, setMin] = useState(shown(value[0], defaultMin));
  const [max, setMax] = useState(shown(value[1], defaultMax));
  const [error, setError] = useState<string | null>(null);
  // Follow outside changes (clear filters, back button) without losing what is being typed otherwise.
  const [seen, setSeen] = useState(value);
  if (seen[0] !== value[0] || seen[1] !== value[1]) {
    setSeen(value);
    setMin(shown(value[0], defaultMin));
    setMax(shown(value[1], defaultMax));
    setError(null);
  }

  const apply = (event: FormEvent): void => {
    event.preventDefault();
    const low = parse(min);
    const high = parse(max);
    if (low === 'invalid' || high === 'invalid') {
      setError('Please enter prices as whole rupees, for example 15000.');
      return;
    }
    const range: [number, number] = [low ?? defaultMin, high ?? defaultMax];
    if (range[0] > range[1]) {
      setError('The minimum price must not be above the maximum price.');
      return;
    }
    setError(null);
    onChange(range);
  };

  // The shop's lowest and highest price, once known, as the boxes' placeholders.
  const [minGuide, maxGuide] = bounds ? [String(bounds.min), String(bounds.max)] : ['0', 'Any'];
  const priceBoxes = [
    { label: 'Min price (₹)', value: min, onChange: setMin, placeholder: minGuide },
    { label: 'Max price (₹)', value: max, onChange: setMax, placeholder: maxGuide },
  ];
  return (
    <form className={css('form')} onSubmit={apply} noValidate aria-labelledby={labelledBy}>
      <div className={css('boxes')}>
        {priceBoxes.map((box) => (
          <PriceInput key={box.label} {...box} invalid={error !== null} />
        ))}
      </div>
      {error ? (
        <p role="alert" className={css('error')}>
          {error}
        </p>
      ) : null}
      {bounds && bounds.max > 0 ? (
        <p className={css('guide')}>
          Our prices range from {formatRupees(bounds.min)} to {formatRupees(bounds.max)}.
        </p>
      ) : null}
      <button type="submit" className={css('apply')}>
        Apply price
      </button>
    </form>
  );
}

interface PriceInputProps {
  label: string;
  value: string;
  placeholder: string;
  invalid: boolean;
  onChange: (text: string) => void;
}

/** One labelled price box, holding the text as typed. */
function PriceInput({ label, value, placeholder, invalid, onChange }: PriceInputProps) {
  return (
    <ExtractedField
      classNames={{ root: css('field'), label: css('label'), input: css('input') }}
      label={label}
      invalid={invalid}
      inputMode="numeric"
      value={value}
      placeholder={placeholder}
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
}
