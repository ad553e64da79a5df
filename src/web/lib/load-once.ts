/**
 * A module loaded at its first use rather than with the page: one import however many ask for
 * it, kept once it has arrived (`loaded`, for a caller that can use it at once), and forgotten
 * when it fails, so that the next use tries again. `preload` starts it and ignores a failure
 * (the use that follows reports it).
 */
export function loadOnce<T>(load: () => Promise<T>) {
  let loaded: T | undefined;
  let loading: Promise<T> | undefined;
  const get = (): Promise<T> =>
    (loading ??= load().then(
      (value) => (loaded = value),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return {
    load: get,
    loaded: (): T | undefined => loaded,
    preload: () => void get().catch(() => undefined),
  };
}
