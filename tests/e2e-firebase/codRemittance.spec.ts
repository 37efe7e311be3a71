import { test } from '@playwright/test';
import { OWN_TEAM_COURIER, recordCodPayment } from '../e2e/support/codSteps';
import { ADMIN, signIn } from '../e2e/support/shopSteps';

test('on Firestore, the own team’s collected cash shows until its payment is recorded through the rules', async ({
  page,
}) => {
  await signIn(page, ADMIN);
  await recordCodPayment(page, OWN_TEAM_COURIER, 'SH/REM/0002');
});
