// Runs shell commands side by side, as many at a time as the machine has cores, and prints each
// command's output in one piece when it ends, so logs of parallel steps never interleave.
// Most of our checks (tsc, prettier, one vitest worker, the embedded database) use one core:
// running two at once is what makes the whole test run fit its time budget on two cores.
// Usage: node scripts/parallel.mjs "<command>" "<command>" …   Exits 1 when any command fails.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

const commands = process.argv.slice(2);
const limit = Math.max(1, Number(process.env.PARALLEL_LIMIT) || availableParallelism());

const run = (command) =>
  new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, { shell: true, env: { ...process.env, FORCE_COLOR: '1' } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      const verdict = code === 0 ? 'passed' : `FAILED (exit ${code})`;
      process.stdout.write(`\n── ${command}: ${verdict} in ${seconds} s\n`);
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0);
    });
  });

const queue = [...commands];
const lane = async () => {
  const results = [];
  for (let command = queue.shift(); command; command = queue.shift()) {
    results.push(await run(command));
  }
  return results;
};

const lanes = await Promise.all(Array.from({ length: Math.min(limit, commands.length) }, lane));
process.exit(lanes.flat().every(Boolean) ? 0 : 1);
