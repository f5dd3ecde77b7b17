import { toNestErrors } from "@hookform/resolvers";
import type { TFunction } from "i18next";
import { useMemo } from "react";
import {
  type FieldError,
  type FieldValues,
  type Resolver,
  type UseFormProps,
  useForm,
} from "react-hook-form";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { issueMessage } from "../../../contracts/validation-messages.ts";

/**
 * Validates with the same zod schema the server uses and words each problem exactly as the
 * server would (contracts/validation-messages.ts), in the page's language.
 */
export function localizedZodResolver<T extends FieldValues>(schema: z.ZodType, t: TFunction): Resolver<T> {
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data as T, errors: {} };
    const errors: Record<string, FieldError> = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String).join(".");
      if (errors[path]) continue;
      const ref = issueMessage(issue);
      errors[path] = { type: issue.code, message: t(ref.key, ref.params) };
    }
    return { values: {}, errors: toNestErrors(errors, options) };
  };
}

/** react-hook-form with the localized zod resolver; messages show once a field is touched. */
export function useZodForm<T extends FieldValues>(
  schema: z.ZodType,
  props: Omit<UseFormProps<T>, "resolver"> = {},
) {
  const { t } = useTranslation();
  const resolver = useMemo(() => localizedZodResolver<T>(schema, t), [schema, t]);
  return useForm<T>({ mode: "onTouched", ...props, resolver });
}
