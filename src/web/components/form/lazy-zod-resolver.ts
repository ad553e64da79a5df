import type { FieldValues, Resolver } from 'react-hook-form';
import type * as z from 'zod/v4/core';

/**
 * The zod resolver of a form whose schema (and with it the validation library) loads when the
 * form first checks its values, not with the page: the sign-in page shows its forms from a
 * small first download (decision 0021). The schema is still the domain's contract; a load that
 * fails is tried again at the next check.
 */
export function lazyZodResolver<T extends z.$ZodType<FieldValues, FieldValues>>(
  loadSchema: () => Promise<T>,
): Resolver<z.input<T>, unknown, z.output<T>> {
  type Loaded = Resolver<z.input<T>, unknown, z.output<T>>;
  let loading: Promise<Loaded> | undefined;
  const load = () =>
    (loading ??= Promise.all([import('@hookform/resolvers/zod'), loadSchema()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema) as Loaded,
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return async (values, context, options) => (await load())(values, context, options);
}
