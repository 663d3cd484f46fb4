import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Runs a command to completion with inherited output; resolves with its exit code. */
export function run(
  command: string,
  args: string[],
  options: { env?: NodeJS.ProcessEnv } = {},
): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, stdio: 'inherit', env: options.env ?? process.env });
    child.on('error', reject);
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** The npm that came with the pinned Node, so nested npm calls also run on Node 24. */
export function npmCommand(): string {
  return process.platform === 'win32' ? 'npm.cmd' : 'npm';
}

export type TSupervised = { name: string; child: ChildProcess };

/**
 * Keeps several long-running processes together: Ctrl-C (or SIGTERM) stops them all and waits for each
 * to finish its own clean shutdown; if one dies on its own, the others are stopped too.
 */
export function supervise(
  processes: { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[],
) {
  const running: TSupervised[] = processes.map((p) => ({
    name: p.name,
    child: spawn(p.command, p.args, { cwd: REPO_ROOT, stdio: 'inherit', env: p.env ?? process.env }),
  }));
  let stopping = false;
  let exitCode = 0;

  const stopAll = (signal: NodeJS.Signals) => {
    for (const { child } of running)
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  };

  const done = Promise.all(
    running.map(
      ({ name, child }) =>
        new Promise<void>((resolve) => {
          child.on('exit', (code, signal) => {
            if (!stopping) {
              stopping = true;
              exitCode = code && code !== 0 ? code : 1;
              process.stderr.write(
                `${name} stopped unexpectedly (${signal ?? `exit code ${code}`}); stopping the rest.\n`,
              );
              stopAll('SIGTERM');
            }
            resolve();
          });
        }),
    ),
  ).then(() => exitCode);

  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    // A terminal's Ctrl-C already reached every child of the process group; a plain kill did not.
    stopAll(signal);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return done;
}
