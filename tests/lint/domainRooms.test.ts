import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The domain's rooms (docs/architecture.md#the-domain): one folder a subject, each small enough to read whole. */
const DOMAIN = 'src/domain';
const MOST_FILES_A_ROOM = 20;

describe('the domain', () => {
  const entries = readdirSync(DOMAIN, { withFileTypes: true });

  it('holds folders only, but for an index', () => {
    const files = entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
    expect(files.filter((name) => name !== 'index.ts')).toEqual([]);
  });

  it.each(entries.filter((entry) => entry.isDirectory()).map((entry) => entry.name))(
    'keeps %s to at most 20 files',
    (room) => {
      expect(readdirSync(join(DOMAIN, room)).length).toBeLessThanOrEqual(MOST_FILES_A_ROOM);
    },
  );
});
