// Flags for Debian's Chromium in the browser tests and Lighthouse: headless, and no background connections (the
// machine's closed network refuses them).
export const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
