#!/usr/bin/env node
// @ts-check
/**
 * Runs only the Firebase Auth emulator in the foreground until Ctrl-C
 * (Playwright starts it this way when nothing answers on its port yet).
 */
import { startAuthEmulator } from './lib/emulator.mjs';

try {
  const emulator = await startAuthEmulator();
  const stop = async () => {
    await emulator.stop();
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  console.log('Press Ctrl-C to stop the emulator.');
} catch (error) {
  console.error(`✖ ${/** @type {Error} */ (error).message}`);
  process.exit(1);
}
