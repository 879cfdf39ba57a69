/**
 * `work`'s answer if it comes within `ms`; otherwise, or if it fails, `fallback` (the work goes
 * on in the background, its failure logged by `onLate`). For what must never hold up a reply.
 */
export async function withinBudget<T>(work: Promise<T>, ms: number, fallback: T, onLate?: (error: unknown) => void): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => {
      onLate?.(new Error(`no answer within ${ms} ms`));
      resolve(fallback);
    }, ms);
  });
  try {
    return await Promise.race([
      work.catch((error) => {
        onLate?.(error);
        return fallback;
      }),
      late,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
