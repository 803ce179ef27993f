// What every benchmark here needs around its measurement: cleanup on every path, readable errors, exit codes.

/** Undone in reverse order, once, whether the run succeeds, fails or is interrupted. */
const cleanups: Array<{ what: string; undo: () => Promise<unknown> }> = [];
let cleaning: Promise<void> | undefined;

export function onCleanup(what: string, undo: () => Promise<unknown>): void {
  cleanups.push({ what, undo });
}

function cleanUp(): Promise<void> {
  cleaning ??= (async () => {
    for (const { what, undo } of cleanups.reverse()) {
      try {
        await undo();
      } catch (error) {
        console.error(`cleanup: could not ${what}: ${describeError(error)}`);
      }
    }
  })();
  return cleaning;
}

export function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // fetch reports every network failure as "fetch failed"; the cause says which.
  return error.cause === undefined ? error.message : `${error.message} (${describeError(error.cause)})`;
}

/** Runs the benchmark; its result (default 0) becomes the exit code, a throw exits 1; Ctrl-C cleans up too. */
export async function runBench(name: string, run: () => Promise<number | void>): Promise<void> {
  for (const [signal, code] of [['SIGINT', 130], ['SIGTERM', 143]] as const) {
    process.once(signal, () => {
      console.error(`\n${signal}: cleaning up`);
      void cleanUp().finally(() => process.exit(code));
    });
  }
  try {
    process.exitCode = (await run()) ?? 0;
  } catch (error) {
    console.error(`${name} failed: ${describeError(error)}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
}
