/**
 * Why the server module may not be deployed to `project` yet: the secrets it reads that the project does not have (or
 * that the firebase CLI could not read), each with the command that sets it. Null when none is missing.
 */
export const missingSecretsRefusal = (
  project: string,
  missing: readonly string[],
  values: Readonly<Record<string, string>> = {},
): string | null =>
  missing.length === 0
    ? null
    : [
        `Deploy refused (functions): the server module reads ${missing.length === 1 ? 'a secret' : 'secrets'} ` +
          `that project ${project} does not have yet (or that the firebase CLI could not read).`,
        'Set each (the CLI asks for its value; see docs/operations.md#server-module), then deploy again:',
        '',
        ...missing.map(
          (name) =>
            `  npx firebase functions:secrets:set ${name} --project ${project}` +
            (values[name] ? `   (${values[name]})` : ''),
        ),
      ].join('\n');
