import { expect, type Page, test } from '@playwright/test';
import { ADMIN, openAdmin, signIn, switchAccount, toast } from './support/shopSteps';

/** The demo shopper's delivered order holds the Jaipur Arm Chair: 4.4 stars from 73 reviews. */
const CHAIR = '/chairs/jaipur-arm-chair';
const CHAIRS_RATED_4_UP = '/products?category=chairs&rating=4';
const TEXT = 'The seat cracked along the grain within a week. The shop replaced it, but I expected better.';

const reviewsOf = (page: Page) => page.getByRole('region', { name: 'Customer reviews' });
/** The reviews load as their section nears the screen, as a shopper scrolls down to them. */
const scrollToReviews = async (page: Page) => {
  await reviewsOf(page).scrollIntoViewIfNeeded();
  return reviewsOf(page);
};

test('a verified buyer’s review, approved by the admin, moves the product page’s and the listing’s figures; anyone else is told why they cannot review', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto(CHAIR);
  const guestView = await scrollToReviews(page);
  await expect(guestView.getByText('4.4 out of 5')).toBeVisible();
  await expect(guestView.getByText('73 reviews')).toBeVisible();
  await expect(guestView.getByText('Only customers who bought this product can review it.')).toBeVisible();
  await expect(guestView.getByRole('button', { name: 'Write a review' })).toHaveCount(0);

  await signIn(page);
  await page.goto('/orders/demoOrderDelivered01');
  await page.getByRole('link', { name: 'Review this product: Jaipur Arm Chair' }).click();
  const form = reviewsOf(page).getByRole('form', { name: 'Write a review' });
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(form.getByText('Please choose a rating from 1 to 5 stars.')).toBeVisible();
  // The stars are drawn labels of hidden radio buttons: a shopper taps the first star.
  await form
    .locator('label')
    .filter({ has: page.getByRole('radio', { name: '1 star' }) })
    .click();
  await expect(form.getByRole('radio', { name: '1 star' })).toBeChecked();
  await form.getByRole('textbox', { name: /^Title/ }).fill('Cracked within a week');
  await form.getByRole('textbox', { name: /^Your review/ }).fill(TEXT);
  await form.getByRole('button', { name: 'Submit review' }).click();
  await expect(
    reviewsOf(page).getByText('Thank you! Your review will appear once it has been checked.'),
  ).toBeVisible();
  await expect(reviewsOf(page).getByText('Waiting for approval')).toBeVisible();
  await expect(reviewsOf(page).getByText('73 reviews')).toBeVisible();

  await switchAccount(page, ADMIN);
  await openAdmin(page, '/admin/dashboard', 'Dashboard');
  await expect(page.getByRole('group', { name: 'Reviews waiting: 1' })).toBeVisible();
  await openAdmin(page, '/admin/reviews', 'Reviews');
  const row = page.getByRole('row').filter({ hasText: 'Cracked within a week' });
  await expect(row.getByRole('link', { name: 'Jaipur Arm Chair' })).toBeVisible();
  await row.getByRole('button', { name: /^Approve / }).click();
  await expect(toast(page, 'Review approved')).toBeVisible();
  await expect(page.getByText('No reviews waiting.')).toBeVisible();

  // 318 stars over 73 reviews show 4.4; with one more star over 74, 4.3.
  await page.goto(CHAIR);
  const approved = await scrollToReviews(page);
  await expect(approved.getByText('4.3 out of 5')).toBeVisible();
  await expect(approved.getByText('74 reviews')).toBeVisible();
  const newest = approved.getByRole('list', { name: 'Reviews' }).getByRole('article').first();
  await expect(newest.getByText('Cracked within a week')).toBeVisible();
  await expect(newest.getByText('Verified buyer')).toBeVisible();

  await page.goto(CHAIRS_RATED_4_UP);
  await expect(page.getByRole('img', { name: 'Rated 4.3 out of 5 from 74 reviews' })).toBeVisible();
});
