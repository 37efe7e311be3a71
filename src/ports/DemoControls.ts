import { token } from './tokens';

/** Only bound in memory mode: lets the UI offer "Reset demo data". */
export interface DemoControls {
  /** Restores the demo seed (catalogue, accounts, orders, banners, settings) in this tab and every other one. */
  resetDemoData(): Promise<void>;
}

export const DemoControls = token<DemoControls>('DemoControls');
