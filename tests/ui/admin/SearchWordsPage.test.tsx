import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DEFAULT_SEARCH_WORDS } from '../../../src/domain/search/SearchWords';
import type { TestApp } from '../helpers/testApp';
import { findToast, makeAdminApp, openAdmin } from './adminTestKit';

let app: TestApp;
beforeEach(async () => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
  app = await makeAdminApp();
});
afterEach(() => vi.restoreAllMocks());

const row = (number: number) => within(screen.getByRole('group', { name: `Row ${number}` }));
const typed = (number: number) => row(number).getByRole('textbox', { name: 'Shoppers type' });
const alsoFind = (number: number) => row(number).getByRole('textbox', { name: 'Also find' });
const ROWS = DEFAULT_SEARCH_WORDS.length;

const openSearchWords = async () => {
  const user = userEvent.setup({ delay: null });
  await openAdmin(app, '/admin/settings', 'Settings');
  await user.click(screen.getByRole('link', { name: 'Search words' }));
  await screen.findByRole('heading', { level: 1, name: 'Search words' });
  await screen.findByRole('group', { name: 'Row 1' });
  return user;
};

const addRow = async (user: ReturnType<typeof userEvent.setup>, words: string, means: string) => {
  await user.click(screen.getByRole('button', { name: 'Add row' }));
  const number = screen.getAllByRole('group', { name: /^Row \d+$/ }).length;
  expect(typed(number)).toHaveFocus();
  await user.type(typed(number), words);
  if (means) await user.type(alsoFind(number), means);
  return number;
};

describe('Settings → Search words', { timeout: 30_000 }, () => {
  it('shows the suggested table, row by row, and finds a word in it', async () => {
    const user = await openSearchWords();
    expect(typed(1)).toHaveValue('almirah, almira, almari, almaari, alamari');
    expect(alsoFind(1)).toHaveValue('wardrobe');
    expect(screen.getByText(`${ROWS} of 500 rows`)).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Find a word in the table' }), 'Cot');
    expect(screen.getAllByRole('group', { name: /^Row \d+$/ })).toHaveLength(1);
    expect(typed(2)).toHaveValue('palang, palung, cot, charpai, charpoy');
    expect(screen.getByText(`1 of ${ROWS} rows hold “Cot”`)).toBeInTheDocument();
  });

  it('refuses a word listed twice, naming the row and keeping what was typed; saves once it is fixed, and search uses it', async () => {
    const user = await openSearchWords();
    const khaat = await addRow(user, 'khaat, khatiya', 'bed');
    const twice = await addRow(user, 'cot', 'bed');
    await user.click(screen.getByRole('button', { name: 'Save search words' }));
    await findToast('Please correct the highlighted rows.');
    expect(
      row(twice).getByText('Row 19: "cot" is already in row 2; list each word once.'),
    ).toBeInTheDocument();
    expect(typed(twice)).toHaveFocus();
    expect(typed(khaat)).toHaveValue('khaat, khatiya');
    expect(await app.ports.searchWords.get()).toEqual(DEFAULT_SEARCH_WORDS);

    await user.click(row(twice).getByRole('button', { name: `Remove row ${twice}` }));
    await user.click(screen.getByRole('button', { name: 'Save search words' }));
    await findToast('Search words saved. The next search uses them.');
    expect(await app.ports.searchWords.get()).toEqual([
      ...DEFAULT_SEARCH_WORDS,
      { words: ['khaat', 'khatiya'], means: ['bed'] },
    ]);
    const beds = (await app.ports.products.search('khatiya', 8)).products;
    expect(beds.length).toBeGreaterThan(0);
    expect(beds.every((product) => /bed/i.test(`${product.name} ${product.categoryNames.join(' ')}`))).toBe(
      true,
    );
  });

  it('refuses a cycle that never ends and an empty word, each under its row', async () => {
    const user = await openSearchWords();
    const bed = await addRow(user, 'bed', 'cot');
    const empty = await addRow(user, 'khaat,', 'bed');
    await user.click(screen.getByRole('button', { name: 'Save search words' }));
    await findToast('Please correct the highlighted rows.');
    expect(
      row(bed).getByText(
        `Row ${bed}: its words lead back to themselves through rows 2 and ${bed}, a cycle that never ends; put these words in one row instead.`,
      ),
    ).toBeInTheDocument();
    expect(
      row(empty).getByText(`Row ${empty} has an empty word: remove the extra comma.`),
    ).toBeInTheDocument();
    await waitFor(() => expect(typed(2)).toHaveFocus());
  });
});
