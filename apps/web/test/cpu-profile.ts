// Where a component test file's time goes: `PROF_DIR=/tmp/prof npx vitest run --project web <file>` writes a CPU profile
// of each test file run (open it in Chrome's DevTools, Performance panel). Node's --cpu-prof writes nothing for
// vitest's workers, which are ended before they would write it; the inspector of the worker itself does.
import { Session } from 'node:inspector/promises';
import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, expect } from 'vitest';

const dir = process.env.PROF_DIR;
const session = new Session();
beforeAll(async () => {
  if (!dir) return;
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
});
afterAll(async () => {
  if (!dir) return;
  const { profile } = await session.post('Profiler.stop');
  const name = (expect.getState().testPath ?? 'x').split('/').pop();
  writeFileSync(`${dir}/${name}.${process.pid}.${Date.now()}.cpuprofile`, JSON.stringify(profile));
  session.disconnect();
});
