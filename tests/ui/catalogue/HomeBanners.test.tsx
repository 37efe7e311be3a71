import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { failFirstView, refused } from '../helpers/failFirstView';
import { freshTestAppEachTest, renderApp } from '../helpers/testApp';

const app = freshTestAppEachTest(() => import('../../../src/ui/shop/home/HomePage'));

describe('the home page when its banners cannot be read', () => {
  it('shows the default hero instead of a placeholder that never ends, and the console says why', async () => {
    failFirstView(app.ports.banners, 'subscribeActive');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderApp(app, '/');
    expect(await screen.findByRole('heading', { name: 'Furniture for every room' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Shop by Category' })).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('Failed to fetch active banners', refused);
  });
});
