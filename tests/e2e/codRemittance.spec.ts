import { test } from '@playwright/test';
import { OWN_TEAM_COURIER, recordCodPayment } from './support/codSteps';
import { ADMIN, signIn } from './support/shopSteps';

test('the cash the own team collected shows until the owner records its payment', async ({ page }) => {
  await signIn(page, ADMIN);
  await recordCodPayment(page, OWN_TEAM_COURIER, 'SH/REM/0001');
});
