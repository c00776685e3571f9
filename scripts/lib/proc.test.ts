/**
 * @jest-environment node
 */
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/**
 * A script (proc.mjs's background(), as the emulators are started) run as a terminal runs a command: a process
 * group of its own, which Ctrl-C signals as a whole. Resolves with what the script printed after the signal.
 */
async function ctrlCWhileBackgroundRuns(): Promise<string> {
  const logFile = join(mkdtempSync(join(tmpdir(), 'proc-')), 'child.log');
  const script = `
    const { readFileSync } = await import('node:fs');
    const { background } = await import(${JSON.stringify(pathToFileURL(join(__dirname, 'proc.mjs')).href)});
    const child = background(process.execPath, ['-e', 'console.log("started"); setInterval(() => {}, 1000)'], { logFile: ${JSON.stringify(logFile)} });
    process.on('SIGINT', async () => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      console.log(child.isDead() ? 'child stopped by the signal' : 'child still running');
      await child.stop();
      console.log(child.isDead() ? 'child stopped by the script' : 'child left running');
      process.exit(0);
    });
    const ready = setInterval(() => {
      let log = '';
      try { log = readFileSync(${JSON.stringify(logFile)}, 'utf8'); } catch {}
      if (log.includes('started')) { clearInterval(ready); console.log('ready'); }
    }, 50);`;
  const terminalJob = spawn(process.execPath, ['--input-type=module', '-e', script], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
  let output = '';
  terminalJob.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (output.includes('ready') && !output.includes('signalled')) {
      output += 'signalled\n';
      process.kill(-terminalJob.pid!, 'SIGINT');
    }
  });
  await new Promise((resolve) => terminalJob.on('exit', resolve));
  return output;
}

test('Ctrl-C: the script itself stops its background processes', async () => {
  const output = await ctrlCWhileBackgroundRuns();
  expect(output).toContain('child still running');
  expect(output).toContain('child stopped by the script');
}, 20_000);
