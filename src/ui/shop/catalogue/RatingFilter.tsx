import { RadioList } from './RadioList';

/** Minimum rating choices; 0 is "any rating" (the minimum rating applies only above 0: docs/behaviour.md#browsing-and-search). */
export const RATING_CHOICES = [
  { value: 0, label: 'Any rating' },
  { value: 4, label: '4 stars & above' },
  { value: 3, label: '3 stars & above' },
  { value: 2, label: '2 stars & above' },
] as const;

interface Props {
  value: number;
  onChange: (rating: number) => void;
  /** Id of the heading that names the group. */
  labelledBy: string;
}

export function RatingFilter({ value, onChange, labelledBy }: Props) {
  return (
    <RadioList
      labelledBy={labelledBy}
      value={String(value)}
      onChange={(next) => onChange(Number(next))}
      options={RATING_CHOICES.map((choice) => ({ value: String(choice.value), label: choice.label }))}
    />
  );
}
