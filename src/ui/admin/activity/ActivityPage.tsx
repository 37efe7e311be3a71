import { useEffect } from 'react';
import { Field, Input, SimpleGrid, Text } from '@chakra-ui/react';
import { observer } from 'mobx-react-lite';
import { ACTIVITY_KINDS, type ActivityKind } from '../../../domain/staff/Activity';
import { useScreenStore } from '../../app/stores/useScreenStore';
import { ActivityEntryItem } from './ActivityEntryItem';
import { FilterSelect, type FilterOption } from '../common/FilterSelect';
import { PageHeader } from '../common/PageHeader';
import { PagedLoadState } from '../common/PagedLoadState';
import { PlainList } from '../../shared/components/PlainList';
import { ACTIVITY_KIND_LABELS, ACTIVITY_TEXT } from './activityText';
import { createAdminActivityStore } from './AdminActivityStore';

const KIND_OPTIONS: FilterOption<ActivityKind | ''>[] = [
  { value: '', label: ACTIVITY_TEXT.allKinds },
  ...ACTIVITY_KINDS.map((kind) => ({ value: kind, label: ACTIVITY_KIND_LABELS[kind] })),
];

const RANGE_PROBLEM_ID = 'activity-range-problem';

/** One end of the range of days: a labelled date input that points at the range's problem while it has one. */
function DayField(props: {
  label: string;
  value: string;
  min?: string;
  max?: string;
  invalid: boolean;
  onChange: (day: string) => void;
}) {
  return (
    <Field.Root invalid={props.invalid}>
      <Field.Label fontSize="xs" color="gray.700">
        {props.label}
      </Field.Label>
      <Input
        type="date"
        value={props.value}
        min={props.min || undefined}
        max={props.max || undefined}
        aria-describedby={props.invalid ? RANGE_PROBLEM_ID : undefined}
        onChange={(event) => props.onChange(event.target.value)}
        bg="white"
      />
    </Field.Root>
  );
}

/**
 * /admin/activity (the owner only): who of the staff changed what and when, newest first, by person, kind of change
 * and a range of India days.
 */
export const ActivityPage = observer(function ActivityPage() {
  const store = useScreenStore(createAdminActivityStore);
  useEffect(() => {
    void store.open();
  }, [store]);
  const { filters, rangeProblem } = store;
  const people: FilterOption<string>[] = [
    { value: '', label: ACTIVITY_TEXT.everyone },
    ...store.people.map((person) => ({
      value: person.uid,
      label: `${person.name}${person.self ? ACTIVITY_TEXT.you : ''}`,
    })),
  ];
  return (
    <>
      <PageHeader title={ACTIVITY_TEXT.title} description={ACTIVITY_TEXT.description} />
      <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" mb="4" alignItems="end">
        <FilterSelect
          label={ACTIVITY_TEXT.personFilter}
          value={filters.byUid}
          options={people}
          onChange={store.setPerson}
        />
        <FilterSelect
          label={ACTIVITY_TEXT.kindFilter}
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={store.setKind}
        />
        <DayField
          label={ACTIVITY_TEXT.fromDay}
          value={filters.fromDay}
          max={filters.toDay}
          invalid={rangeProblem !== null}
          onChange={store.setFromDay}
        />
        <DayField
          label={ACTIVITY_TEXT.toDay}
          value={filters.toDay}
          min={filters.fromDay}
          invalid={rangeProblem !== null}
          onChange={store.setToDay}
        />
      </SimpleGrid>
      {rangeProblem ? (
        <Text id={RANGE_PROBLEM_ID} role="alert" color="red.700" fontSize="sm" mb="4">
          {rangeProblem}
        </Text>
      ) : null}
      <PagedLoadState pager={store.pager} label={ACTIVITY_TEXT.pagerLabel} emptyText={store.emptyText}>
        <PlainList
          aria-label={ACTIVITY_TEXT.listLabel}
          gap="3"
          aria-busy={store.pager.state.status === 'loading'}
        >
          {store.entries.map((entry) => (
            <ActivityEntryItem key={entry.id} entry={entry} />
          ))}
        </PlainList>
      </PagedLoadState>
    </>
  );
});
