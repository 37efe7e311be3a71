/** The id of the search dropdown's option at `index`, which the field names as its active descendant. */
export const searchOptionId = (listId: string, index: number): string => `${listId}-option-${index}`;
