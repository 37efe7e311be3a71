import type { ActivityTarget, ActivityValue, FieldChange } from './Activity';

/**
 * How an activity entry's targets are stored: each as its JSON text, so the rules can bound every one and their sum
 * (firestore.rules, validEntry) and no entry makes the owner's page of 25 slow or costly. A target that does not fit
 * keeps shorter values, then fewer changes, and says how many it left out.
 */
export const MAX_STORED_TARGET_LENGTH = 1000;
/** All the targets of one entry, joined. */
export const MAX_STORED_TARGETS_LENGTH = 30000;
/** The shortest a target is squeezed to before its changes go: its id, label and action always fit. */
const MIN_TARGET_LENGTH = 250;
const SHORTEST_VALUE = 20;
const VALUE_LENGTHS = [200, 60, SHORTEST_VALUE] as const;

const cut = (text: string, length: number): string =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const cutValue = (value: ActivityValue, length: number): ActivityValue =>
  typeof value === 'string' ? cut(value, length) : value;

const shortened = (target: ActivityTarget, valueLength: number, changes: readonly FieldChange[]) => ({
  id: cut(target.id, 100),
  label: cut(target.label, 100),
  action: target.action,
  changes: changes.map((change) => ({
    field: cut(change.field, 60),
    before: cutValue(change.before, valueLength),
    after: cutValue(change.after, valueLength),
  })),
});

/** The JSON of `target` in at most `max` characters: shorter values first, then its first changes and a count. */
const storedTarget = (target: ActivityTarget, max: number): string => {
  for (const length of VALUE_LENGTHS) {
    const json = JSON.stringify(shortened(target, length, target.changes));
    if (json.length <= max) return json;
  }
  for (let kept = target.changes.length - 1; kept >= 0; kept--) {
    const left = target.changes.length - kept;
    const changes = [
      ...target.changes.slice(0, kept),
      { field: `${left} more field${left === 1 ? '' : 's'}`, before: null, after: null },
    ];
    const json = JSON.stringify(shortened(target, SHORTEST_VALUE, changes));
    if (json.length <= max) return json;
  }
  return JSON.stringify(shortened(target, 0, []));
};

/** The targets as stored: each within MAX_STORED_TARGET_LENGTH, all within MAX_STORED_TARGETS_LENGTH. */
export const storedActivityTargets = (targets: readonly ActivityTarget[]): string[] => {
  let max = MAX_STORED_TARGET_LENGTH;
  for (;;) {
    const stored = targets.map((target) => storedTarget(target, max));
    const length = stored.reduce((sum, json) => sum + json.length + 1, 0);
    if (length <= MAX_STORED_TARGETS_LENGTH || max <= MIN_TARGET_LENGTH) return stored;
    max = Math.max(MIN_TARGET_LENGTH, Math.floor(max / 2));
  }
};

/** A stored target's JSON as an object to read field by field, or null when it is not JSON. */
export const parsedActivityTarget = (stored: string): unknown => {
  try {
    return JSON.parse(stored) as unknown;
  } catch {
    return null;
  }
};
