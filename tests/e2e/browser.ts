import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { chromium, type Browser } from 'playwright-core';

/** Debian's Chromium, driven by playwright-core (no browser download here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/** Screenshots the test run keeps, for a person to look at. */
export const screenshotDir = join(import.meta.dirname, 'screenshots');

export async function screenshotPath(name: string): Promise<string> {
  await mkdir(screenshotDir, { recursive: true });
  return join(screenshotDir, `${name}.png`);
}
