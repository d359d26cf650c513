// The browser helpers are the player app's (one copy): Chromium from CHROMIUM_PATH or /usr/bin/chromium, skipped with one line when absent.
export * from '../../../web/e2e/support/browser';
