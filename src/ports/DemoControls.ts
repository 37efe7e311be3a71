/** Memory mode only (Ports.demoControls): lets the UI offer "Reset demo data". */
export interface DemoControls {
  /** Restores the demo seed (catalogue, accounts, orders, banners, settings) in this tab and every other one. */
  resetDemoData(): Promise<void>;
}
