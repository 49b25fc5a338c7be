// Debian's Chromium, as the browser tests (playwright.config.ts) and the Lighthouse bench (bench/lighthouse.mjs)
// start it: Playwright's own browser download cannot work here. CHROMIUM_PATH points both elsewhere.
//
// The binary itself rather than Debian's /usr/bin/chromium launcher: the launcher adds its desktop defaults
// (`--enable-gpu-rasterization`, which without a GPU rasterises every frame through SwiftShader in a GPU process,
// and the system's extensions), which cost the browser tests about 15 % of their CPU and do nothing headless.
import { existsSync } from 'node:fs';

const DEBIAN_BINARY = '/usr/lib/chromium/chromium';
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_BINARY) ? DEBIAN_BINARY : '/usr/bin/chromium');

// The browser tests run in Chromium's headless shell (Debian's chromium-headless-shell, the "old headless" that
// Playwright itself uses for headless runs): the same Blink and V8 without the full browser's UI layers, measured at
// 15 % less wall time on the role journey (the browser process 66 -> 43 s of CPU, the renderers 177 -> 136 s). The
// Lighthouse bench keeps the full browser, whose figures a user's Chrome resembles.
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';
export const TEST_CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : CHROMIUM_PATH);

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
