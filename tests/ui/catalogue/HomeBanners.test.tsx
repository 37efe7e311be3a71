import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BannerRepository } from '../../../src/ports/BannerRepository';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';

let app: TestApp;
freshAppEachTest(
  async () => {
    app = await makeTestApp();
  },
  () => import('../../../src/ui/pages/HomePage'),
);

describe('the home page when its banners cannot be read', () => {
  it('shows the default hero instead of a placeholder that never ends, and the console says why', async () => {
    const refused = new Error('Missing or insufficient permissions.');
    // The live view stops with an error, as Firestore's does when the rules refuse it or the quota is spent.
    vi.spyOn(app.container.get(BannerRepository), 'subscribeActive').mockImplementation((_listener, onError) => {
      const timer = setTimeout(() => onError(refused), 0);
      return () => clearTimeout(timer);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(app, '/');
    expect(await screen.findByRole('heading', { name: 'Furniture for every room' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch active banners', refused);
  });
});
