import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

/**
 * Lint fixtures for the dependency rule of DESIGN.md §1: each case lints a one-line module as if it lived at
 * `filePath`, and expects the import to be reported (or not).
 */
// The cycle rule walks the whole import graph; the boundary cases don't need it, so they lint without it.
const eslint = new ESLint({ cwd: process.cwd(), overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
/** The cycle fixtures are ignored by the project's lint run (they are wrong on purpose), so this one lints them. */
const fixtureLinter = new ESLint({ cwd: process.cwd(), ignore: false });

const importErrors = async (filePath: string, code: string): Promise<string[]> => {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'no-restricted-imports')
    .map((message) => message.message);
};

const forbidden: Array<[string, string, string]> = [
  ['ui → adapters', 'src/ui/pages/Fixture.tsx', "import { InMemoryAuthService } from '../../adapters/memory/InMemoryAuthService';"],
  ['ui → composition', 'src/ui/Fixture.tsx', "import { createContainer } from '../composition/createContainer';"],
  ['ui → firebase', 'src/ui/Fixture.tsx', "import { getAuth } from 'firebase/auth';"],
  ['domain → adapters', 'src/domain/Fixture.ts', "import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';"],
  ['domain → ui', 'src/domain/Fixture.ts', "import { App } from '../ui/App';"],
  ['domain → composition', 'src/domain/Fixture.ts', "import { x } from '../composition/x';"],
  ['domain → react', 'src/domain/Fixture.ts', "import { useState } from 'react';"],
  ['domain → mobx', 'src/domain/Fixture.ts', "import { makeAutoObservable } from 'mobx';"],
  ['domain → firebase', 'src/domain/Fixture.ts', "import { getFirestore } from 'firebase/firestore';"],
  ['domain → ports as a value', 'src/domain/Fixture.ts', "import { BannerRepository } from '../ports/BannerRepository';"],
  ['ports → adapters', 'src/ports/Fixture.ts', "import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';"],
  ['memory adapter → firebase', 'src/adapters/memory/Fixture.ts', "import { getFirestore } from 'firebase/firestore';"],
  ['browser adapter → firebase', 'src/adapters/browser/Fixture.ts', "import { initializeApp } from 'firebase/app';"],
  ['adapters → ui', 'src/adapters/memory/Fixture.ts', "import { App } from '../../ui/App';"],
  ['composition → firebase', 'src/composition/Fixture.ts', "import { initializeApp } from 'firebase/app';"],
];

const allowed: Array<[string, string, string]> = [
  ['domain → domain', 'src/domain/Fixture.ts', "import { formatRupees } from './Money';"],
  ['domain → ports as a type', 'src/domain/Fixture.ts', "import type { BannerRepository } from '../ports/BannerRepository';"],
  ['ui → ports', 'src/ui/Fixture.tsx', "import { ProductRepository } from '../ports/ProductRepository';"],
  ['ui → domain', 'src/ui/Fixture.tsx', "import { formatRupees } from '../domain/Money';"],
  ['firestore adapter → firebase', 'src/adapters/firestore/Fixture.ts', "import { getFirestore } from 'firebase/firestore';"],
  ['composition → adapters', 'src/composition/Fixture.ts', "import { MemoryDatabase } from '../adapters/memory/MemoryDatabase';"],
];

describe('dependency rule (DESIGN.md §1) enforced by lint', () => {
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
