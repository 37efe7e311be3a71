/** The texts of a list a device stored as JSON; anything else (corrupt, another shape) is none. Non-texts drop out. */
export const storedTexts = (stored: string | null): string[] => {
  let parsed: unknown;
  try {
    parsed = JSON.parse(stored ?? '[]');
  } catch {
    return [];
  }
  return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [];
};
