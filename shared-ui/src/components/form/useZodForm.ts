/** react-hook-form with a zod schema (from the domain package where one exists). */
import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldValues, type Resolver, type UseFormProps, useForm } from 'react-hook-form';
import type { z } from 'zod';

export function useZodForm<TInput extends FieldValues, TOutput extends FieldValues = TInput>(
  schema: z.ZodType<TOutput, TInput>,
  options: Omit<UseFormProps<TInput, unknown, TOutput>, 'resolver'> = {},
) {
  const resolver = zodResolver(schema as never) as unknown as Resolver<TInput, unknown, TOutput>;
  return useForm<TInput, unknown, TOutput>({ mode: 'onTouched', ...options, resolver });
}
