// Debian's Chromium, as the browser tests (playwright.config.ts) and the Lighthouse bench (bench/lighthouse.mjs)
// start it: Playwright's own browser download cannot work here. CHROMIUM_PATH points elsewhere.
//
// The binary itself rather than Debian's /usr/bin/chromium launcher: the launcher adds its desktop defaults
// (`--enable-gpu-rasterization`, which without a GPU rasterises every frame through SwiftShader in a GPU process,
// and the system's extensions), which cost the browser tests about 15 % of their CPU and do nothing headless.
import { existsSync } from 'node:fs';

const DEBIAN_BINARY = '/usr/lib/chromium/chromium';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : '/usr/bin/chromium');

/** No sandbox (root in a container), no GPU, and none of the browser's own network traffic. */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
