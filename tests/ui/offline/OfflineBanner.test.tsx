import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { freshAppEachTest, makeTestApp, renderApp, type TestApp } from '../helpers/testApp';
import { makeAdminApp, openAdmin } from '../admin/adminTestKit';

vi.setConfig({ testTimeout: 30_000 });

const BANNER = 'You are offline. Some things may be out of date.';

let app: TestApp;

const setOnline = async (online: boolean): Promise<void> => {
  await act(async () => {
    app.connectivity.setOnline(online);
    await Promise.resolve();
  });
};

describe('the offline banner', () => {
  describe('in the shop', () => {
    freshAppEachTest(
      async () => {
        app = await makeTestApp();
      },
      () => import('../../../src/ui/shared/components/OfflineBanner'),
    );

    it('appears as a status while the device is offline and goes when it is back', async () => {
      renderApp(app, '/');
      await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      await setOnline(false);
      const banner = await screen.findByText(BANNER);
      expect(banner.closest('[role="status"]')).not.toBeNull();
      await setOnline(true);
      await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
    });

    it('shows at once on a page opened while offline', async () => {
      app.connectivity.setOnline(false);
      renderApp(app, '/');
      expect(await screen.findByText(BANNER)).toBeInTheDocument();
    });
  });

  describe('in the admin panel', () => {
    freshAppEachTest(async () => {
      app = await makeAdminApp();
    });

    it('appears while offline and goes when the device is back', async () => {
      await openAdmin(app, '/admin/settings', 'Settings');
      expect(screen.queryByText(BANNER)).not.toBeInTheDocument();
      await setOnline(false);
      expect(await screen.findByText(BANNER)).toBeInTheDocument();
      await setOnline(true);
      await waitFor(() => expect(screen.queryByText(BANNER)).not.toBeInTheDocument());
    });
  });
});
