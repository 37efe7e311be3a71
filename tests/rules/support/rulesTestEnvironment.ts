import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll } from 'vitest';
import { closeRules, people, rulesEnvironment } from './rulesEnv';

/**
 * The rules test environment of one test file, in a project of its own, and the signed-in people it acts as; closed
 * after the file's tests. Awaited at the top of the file, so that its tests name `env` and `as` directly.
 */
export const rulesTestEnvironment = async (
  projectId: string,
): Promise<{ env: RulesTestEnvironment; as: ReturnType<typeof people> }> => {
  const env = await rulesEnvironment(projectId);
  afterAll(() => closeRules(env));
  return { env, as: people(env) };
};
