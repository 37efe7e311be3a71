import { beforeEach, describe, expect, it, vi } from 'vitest';

// The setup loads the system for every other test; these need a page on which it has not come yet, so each takes
// fresh copies of the modules (React and Chakra too, so that all they draw with is one copy).
const fresh = async () => {
  vi.resetModules();
  const [deferred, ready, chakra, testing, react] = await Promise.all([
    import('../../src/ui/shared/theme/deferredShopSystem'),
    import('../../src/ui/shared/components/ChakraReady'),
    import('@chakra-ui/react'),
    import('@testing-library/react'),
    import('react'),
  ]);
  return { ...deferred, ...ready, chakra, testing, react };
};

describe("Chakra's system on demand", () => {
  beforeEach(() => vi.resetModules());

  it('lets the provider draw before the system has come, and says so when a component reads it too soon', async () => {
    const { deferredShopSystem, shopSystemLoaded, loadShopSystem } = await fresh();
    expect(shopSystemLoaded()).toBe(false);
    expect(deferredShopSystem._config.disableLayers).toBe(true);
    expect(deferredShopSystem._global).toEqual([]);
    expect(() => deferredShopSystem.token('colors.brand.700')).toThrow(
      /A Chakra component drew before the shop's system was loaded \(it read "token"\)/,
    );
    const loading = loadShopSystem();
    expect(loadShopSystem()).toBe(loading);
    await loading;
    expect(shopSystemLoaded()).toBe(true);
    expect(deferredShopSystem.token('colors.brand.700')).toBe('#703f27');
  });

  it('draws what is inside ChakraReady once the system has come, never before, and the rest at once', async () => {
    const { deferredShopSystem, ChakraReady, chakra, testing, shopSystemLoaded } = await fresh();
    const { createRoot } = await import('react-dom/client');
    const { ChakraProvider, Button } = chakra;
    // As the browser does: the system's arrival re-renders through React's own scheduler, not a test's act().
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    root.render(
      <ChakraProvider value={deferredShopSystem}>
        <p>Drawn at once</p>
        <ChakraReady>
          <Button>Try again</Button>
        </ChakraReady>
      </ChakraProvider>,
    );
    await testing.waitFor(() => expect(testing.screen.getByText('Drawn at once')).toBeInTheDocument());
    const drawnEarly = testing.screen.queryByRole('button', { name: 'Try again' }) !== null;
    expect(drawnEarly && !shopSystemLoaded()).toBe(false);
    expect(await testing.screen.findByRole('button', { name: 'Try again' }, { timeout: 5000 })).toHaveClass(
      'chakra-button',
    );
    root.unmount();
    container.remove();
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  });

  it('draws at once under a provider given a system outright, as the build does when it extracts styles', async () => {
    const { ChakraReady, chakra, testing, shopSystemLoaded } = await fresh();
    const { shopSystem } = await import('../../src/ui/shared/theme/system');
    const { ChakraProvider, Button } = chakra;
    testing.render(
      <ChakraProvider value={shopSystem()}>
        <ChakraReady>
          <Button>Try again</Button>
        </ChakraReady>
      </ChakraProvider>,
    );
    expect(testing.screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(shopSystemLoaded()).toBe(false);
    testing.cleanup();
  });
});
