import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

/**
 * `npm run lint` runs dependency-cruiser over src with .dependency-cruiser.cjs, which reports cycles of type imports
 * that ESLint's import-x/no-cycle passes over (docs/architecture.md#the-dependency-rule). This runs the same command on
 * a deliberate cycle.
 */
const cruise = async (folder: string): Promise<{ failed: boolean; output: string }> => {
  try {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['depcruise', folder, '--config', '.dependency-cruiser.cjs', '--output-type', 'err'],
      { cwd: process.cwd() },
    );
    return { failed: false, output: stdout };
  } catch (error) {
    const { stdout = '' } = error as { stdout?: string };
    return { failed: true, output: stdout };
  }
};

describe('cycles of type imports (docs/architecture.md#the-dependency-rule)', () => {
  it('are reported', async () => {
    const { failed, output } = await cruise('tests/lint/fixtures/typeCycle');
    expect(failed).toBe(true);
    expect(output).toContain('no-cycle');
    expect(output).toContain('TypeCycleA.ts');
  });

  it('are absent from the domain', async () => {
    const { failed, output } = await cruise('src/domain');
    expect(output).not.toContain('no-cycle');
    expect(failed).toBe(false);
  });
});
