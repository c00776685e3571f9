// Affected runs: mfe-public /getafreequote, mfe-admin
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, overrideAppConfig, repoRoot, signIn, test } from '../support';

/**
 * The local site's data lasts across restarts of its back end, and
 * `npm run reset-data` brings back the sample content. Run against a second
 * local back end (the usual ports plus an offset, a data folder of its own),
 * so the developer's data and the other tests are not touched.
 */

const offset = 1000;
const hosts = { auth: `127.0.0.1:${9099 + offset}`, firestore: `127.0.0.1:${8080 + offset}`, storage: `127.0.0.1:${9199 + offset}`, functions: `127.0.0.1:${5001 + offset}` };

/** Starts `node scripts/emulator.mjs --persist --seed` and resolves once it is ready. */
function startBackend(dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/emulator.mjs', '--persist', '--seed', '--data', dataDir, '--port-offset', String(offset)], {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`The local back end did not start:\n${output}`)), 90_000);
    const onData = (data: Buffer) => {
      output += data.toString();
      if (output.includes('Local back end ready')) {
        clearTimeout(timer);
        resolve(child);
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local back end exited (${code}):\n${output}`));
    });
  });
}

/** Stops it as Ctrl-C does (the emulators export their data first). */
async function stopBackend(child: ChildProcess): Promise<void> {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGINT');
  await exited;
}

function resetData(): Promise<number | null> {
  const child = spawn(process.execPath, ['scripts/reset-data.mjs'], {
    cwd: repoRoot,
    stdio: 'ignore',
    env: { ...process.env, FIRESTORE_EMULATOR_HOST: hosts.firestore, FIREBASE_AUTH_EMULATOR_HOST: hosts.auth, FIREBASE_STORAGE_EMULATOR_HOST: hosts.storage },
  });
  return new Promise((resolve) => child.on('exit', resolve));
}

test.describe('local data', () => {
  test.describe.configure({ mode: 'serial', timeout: 240_000 });

  test('quotes survive a restart; reset-data restores samples', async ({ page }) => {
    const dataDir = mkdtempSync(join(tmpdir(), 'seawave-local-data-'));
    let backend = await startBackend(dataDir);
    try {
      // The local site's own project on this second back end.
      await overrideAppConfig(page, {
        firebase: { projectId: 'demo-seawave', authDomain: 'demo-seawave.firebaseapp.com', storageBucket: 'demo-seawave.appspot.com' },
        emulators: { auth: `http://${hosts.auth}`, firestore: hosts.firestore, storage: hosts.storage, functions: `http://${hosts.functions}/demo-seawave/us-central1` },
      });
      const company = `Restart Proof ${Date.now()}`;
      await page.goto('/getafreequote');
      await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Lena Fischer');
      await page.getByRole('textbox', { name: 'Email', exact: true }).fill('lena.fischer@example.com');
      await page.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('+49 40 1234 5678');
      await page.getByRole('textbox', { name: 'Company Name', exact: true }).fill(company);
      await page.getByRole('textbox', { name: 'Company Address', exact: true }).fill('1 Kai Street, Hamburg');
      await page.getByRole('checkbox', { name: 'Freight Forwarding' }).check();
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      await expect(page.getByText('Quote Sent!', { exact: true })).toBeVisible();

      await stopBackend(backend);
      backend = await startBackend(dataDir);

      await signIn(page);
      await page.goto('/adminviewquoterequests');
      const quotes = page.getByTestId('quote-card');
      await expect(quotes.filter({ hasText: company })).toBeVisible();
      await expect(quotes.filter({ hasText: 'Example Traders Pvt Ltd' })).toBeVisible();

      // The reset also forgets the emulator's accounts: staff sign in again.
      expect(await resetData()).toBe(0);
      await signIn(page);
      await page.goto('/adminviewquoterequests');
      await expect(quotes.filter({ hasText: 'Example Traders Pvt Ltd' })).toBeVisible();
      await expect(quotes).toHaveCount(2);
      await expect(quotes.filter({ hasText: company })).toHaveCount(0);
    } finally {
      await stopBackend(backend).catch(() => undefined);
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
