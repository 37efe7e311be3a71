import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Lint fixtures for the dependency rule (docs/architecture.md#the-dependency-rule): each case lints a small module as if it lived at
 * `filePath`, and expects the import (or the read of `ports`) to be reported (or not).
 */
// The cycle rule walks the whole import graph; the boundary cases don't need it, so they lint without it.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
/** The cycle fixtures are ignored by the project's lint run (they are wrong on purpose), so this one lints them. */
const fixtureLinter = new ESLint({ cwd: process.cwd(), ignore: false });

/** The rules that draw the boundaries: imports between layers, and components reading the ports. */
const BOUNDARY_RULES = ['no-restricted-imports', 'no-restricted-syntax'];

const importErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => BOUNDARY_RULES.includes(message.ruleId ?? ''))
    .map((message) => message.message);
};

const forbidden: Array<[string, string, string]> = [
  [
    'ui → adapters',
    'src/ui/shop/cart/Fixture.tsx',
    "import { InMemoryAuthService } from '../../adapters/memory/InMemoryAuthService';",
  ],
  ['ui → composition', 'src/ui/Fixture.tsx', "import { createPorts } from '../composition/createPorts';"],
  ['ui → firebase', 'src/ui/Fixture.tsx', "import { getAuth } from 'firebase/auth';"],
  [
    'domain → adapters',
    'src/domain/orders/Fixture.ts',
    "import { MemoryDatabase } from '../../adapters/memory/MemoryDatabase';",
  ],
  ['domain → ui', 'src/domain/orders/Fixture.ts', "import { App } from '../../ui/App';"],
  ['domain → composition', 'src/domain/orders/Fixture.ts', "import { x } from '../../composition/x';"],
  ['domain → react', 'src/domain/orders/Fixture.ts', "import { useState } from 'react';"],
  ['domain → mobx', 'src/domain/orders/Fixture.ts', "import { makeAutoObservable } from 'mobx';"],
  ['domain → firebase', 'src/domain/orders/Fixture.ts', "import { getFirestore } from 'firebase/firestore';"],
  [
    'domain → ports, even as a type',
    'src/domain/storefront/Fixture.ts',
    "import type { BannerRepository } from '../../ports/BannerRepository';",
  ],
  [
    'ports → adapters',
    'src/ports/Fixture.ts',
    "import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';",
  ],
  [
    'memory adapter → firebase',
    'src/adapters/memory/Fixture.ts',
    "import { getFirestore } from 'firebase/firestore';",
  ],
  [
    'browser adapter → firebase',
    'src/adapters/browser/Fixture.ts',
    "import { initializeApp } from 'firebase/app';",
  ],
  ['adapters → ui', 'src/adapters/memory/Fixture.ts', "import { App } from '../../ui/App';"],
  ['composition → firebase', 'src/composition/Fixture.ts', "import { initializeApp } from 'firebase/app';"],
  // Components reach the ports only through stores (src/ui/stores/useScreenStore.ts).
  [
    'page → root.ports',
    'src/ui/pages/Fixture.tsx',
    "import { useStores } from '../stores/StoresContext';\nexport const useOrders = () => useStores().ports.orders;",
  ],
  [
    'page → port as a value',
    'src/ui/pages/Fixture.tsx',
    "import { AuthService } from '../../ports/AuthService';",
  ],
  [
    'page hook → port as a value',
    'src/ui/pages/orders/useFixture.ts',
    "import { OrderRepository } from '../../../ports/OrderRepository';",
  ],
  [
    'component → port as a value',
    'src/ui/components/Fixture.tsx',
    "import { ProductRepository } from '../../ports/ProductRepository';",
  ],
  [
    'component → adapters',
    'src/ui/shared/components/Fixture.tsx',
    "import { MemoryDatabase } from '../../adapters/memory/MemoryDatabase';",
  ],
  [
    'layout → port as a value',
    'src/ui/layout/Fixture.tsx',
    "import { DemoControls } from '../../ports/DemoControls';",
  ],
  [
    'hook → the ports, destructured',
    'src/ui/hooks/useFixture.ts',
    "import { useStores } from '../stores/StoresContext';\nexport const useClock = () => {\n  const { ports } = useStores();\n  return ports.clock;\n};",
  ],
  [
    'admin page → port as a value',
    'src/ui/admin/pages/Fixture.tsx',
    "import { OrderRepository } from '../../../ports/OrderRepository';",
  ],
  [
    'admin component → root.ports',
    'src/ui/admin/components/Fixture.tsx',
    "import type { RootStore } from '../../stores/RootStore';\nexport const ordersOf = (root: RootStore) => root.ports.orders;",
  ],
  [
    'admin layout → port as a value',
    'src/ui/admin/layout/Fixture.tsx',
    "import { Clock } from '../../../ports/Clock';",
  ],
  [
    'admin hook → port as a value',
    'src/ui/admin/hooks/useFixture.ts',
    "import { Clock } from '../../../ports/Clock';",
  ],
];

const allowed: Array<[string, string, string]> = [
  ['domain → its own room', 'src/domain/text/Fixture.ts', "import { formatRupees } from './Money';"],
  ['domain → another room', 'src/domain/orders/Fixture.ts', "import { formatRupees } from '../text/Money';"],
  ['ui → ports', 'src/ui/Fixture.ts', "import { ProductRepository } from '../ports/ProductRepository';"],
  ['ui → domain', 'src/ui/Fixture.tsx', "import { formatRupees } from '../domain/text/Money';"],
  [
    'page → ports as a type',
    'src/ui/shop/cart/Fixture.tsx',
    "import type { DemoMail } from '../../ports/DemoInbox';",
  ],
  [
    'page → the Ports record as a type',
    'src/ui/pages/Fixture.tsx',
    "import type { Ports } from '../../ports/Ports';",
  ],
  [
    'store → ports as values',
    'src/ui/stores/Fixture.ts',
    "import { MAX_REVIEW_PAGE } from '../../ports/ReviewRepository';",
  ],
  [
    'store factory → root.ports',
    'src/ui/stores/Fixture.ts',
    "import type { RootStore } from './RootStore';\nexport const clockOf = (root: RootStore) => root.ports.clock;",
  ],
  [
    'admin store factory → root.ports',
    'src/ui/admin/stores/Fixture.ts',
    "import type { RootStore } from '../../stores/RootStore';\nexport const clockOf = (root: RootStore) => root.ports.clock;",
  ],
  [
    'firestore adapter → firebase',
    'src/adapters/firestore/Fixture.ts',
    "import { getFirestore } from 'firebase/firestore';",
  ],
  [
    'composition → adapters',
    'src/composition/Fixture.ts',
    "import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';",
  ],
];

/** The UI's walls: a fixture's import must name a real module, since the rule resolves it. */
const zoneErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message);
};

const walledOff: Array<[string, string, string]> = [
  ['store → view', 'src/ui/shop/cart/FixtureStore.ts', "import { CartPage } from './CartPage';"],
  ['view → routes', 'src/ui/shop/cart/Fixture.tsx', "import { ROUTES } from '../../app/routes/routeTable';"],
  ['admin → shop', 'src/ui/admin/orders/Fixture.tsx', "import { CartPage } from '../../shop/cart/CartPage';"],
  [
    'shop → admin',
    'src/ui/shop/orders/Fixture.tsx',
    "import { OrdersPage } from '../../admin/orders/OrdersPage';",
  ],
  [
    'shared → shop',
    'src/ui/shared/components/Fixture.tsx',
    "import { CartStore } from '../../shop/cart/CartStore';",
  ],
];

const throughTheWalls: Array<[string, string, string]> = [
  ['store → store', 'src/ui/shop/cart/FixtureStore.ts', "import { CartStore } from './CartStore';"],
  [
    'store → the stores context',
    'src/ui/shop/cart/FixtureStore.ts',
    "import { useStores } from '../../app/stores/StoresContext';",
  ],
  ['view → its store', 'src/ui/shop/cart/Fixture.tsx', "import { CartStore } from './CartStore';"],
  [
    'admin → shared',
    'src/ui/admin/orders/Fixture.tsx',
    "import { TaxInvoiceView } from '../../shared/components/TaxInvoiceView';",
  ],
  [
    'shop → shared',
    'src/ui/shop/orders/Fixture.tsx',
    "import { TaxInvoiceView } from '../../shared/components/TaxInvoiceView';",
  ],
  ['app shell → routes', 'src/ui/app/Fixture.tsx', "import { ROUTES } from './routes/routeTable';"],
];

describe("the UI's walls (docs/architecture.md#the-uis-rooms) enforced by lint", () => {
  it.each(walledOff)('reports %s', async (_name, filePath, code) => {
    expect(await zoneErrors(filePath, code)).not.toEqual([]);
  });

  it.each(throughTheWalls)('accepts %s', async (_name, filePath, code) => {
    expect(await zoneErrors(filePath, code)).toEqual([]);
  });
});

describe('dependency rule (docs/architecture.md#the-dependency-rule) enforced by lint', () => {
  it.each(forbidden)('reports %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).not.toEqual([]);
  });

  it.each(allowed)('accepts %s', async (_name, filePath, code) => {
    expect(await importErrors(filePath, code)).toEqual([]);
  });

  it('reports an import cycle', async () => {
    const [result] = await fixtureLinter.lintFiles(['tests/lint/fixtures/CycleFixtureA.ts']);
    expect(result?.messages.map((message) => message.ruleId)).toContain('import-x/no-cycle');
  });
});
