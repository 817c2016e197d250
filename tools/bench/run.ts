/** Runs a benchmark's `main`: the process exits with its code, or with 1 after printing what it threw. */
export function runBenchmark(main: () => Promise<number>): void {
  main().then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 1;
    },
  );
}
