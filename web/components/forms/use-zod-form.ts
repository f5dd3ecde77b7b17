import { toNestErrors } from "@hookform/resolvers";
import type { TFunction } from "i18next";
import { useEffect, useMemo, useState } from "react";
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
import { afterPress, watchPresses } from "./after-press.ts";

/**
 * Validates with the same zod schema the server uses and words each problem exactly as the
 * server would (contracts/validation-messages.ts), in the page's language.
 */
export function localizedZodResolver<T extends FieldValues>(schema: z.ZodType, t: TFunction): Resolver<T> {
  return async (values, _context, options) => {
    await afterPress();
    // zod leaves the offending value out of its issues unless asked; "(You entered N)" needs it.
    const result = await schema.safeParseAsync(values, { reportInput: true });
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

/**
 * react-hook-form with the localized zod resolver; messages show once a field is touched, and
 * wait for a press that left the field to end (after-press.ts).
 */
export function useZodForm<T extends FieldValues>(
  schema: z.ZodType,
  props: Omit<UseFormProps<T>, "resolver"> = {},
) {
  const { t } = useTranslation();
  const resolver = useMemo(() => localizedZodResolver<T>(schema, t), [schema, t]);
  useEffect(watchPresses, []);
  return useForm<T>({ mode: "onTouched", ...props, resolver });
}

/**
 * Imports a schema once something asks for it: `want()` lets the import start, `get()` waits
 * for that and then for the import (tried again on the next call if the chunk failed to load).
 */
function deferredSchema(load: () => Promise<z.ZodType>) {
  let want!: () => void;
  const wanted = new Promise<void>((resolve) => {
    want = resolve;
  });
  let loading: Promise<z.ZodType> | undefined;
  const get = async () => {
    await wanted;
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  return { want, get };
}

const interactions = ["pointerdown", "keydown", "focusin"] as const;

/**
 * useZodForm for a public page whose first paint should not wait for zod: the schema module (and
 * zod with it, 25 KB gzip) is imported on the first pointer, key or focus on the page, so a visitor
 * who only reads the page never downloads it. Every validation (react-hook-form accepts an
 * async resolver) waits for it, and one that comes from the user always follows such an event, so
 * the form validates and words its messages exactly as useZodForm does.
 */
export function useLazyZodForm<T extends FieldValues>(
  loadSchema: () => Promise<z.ZodType>,
  props: Omit<UseFormProps<T>, "resolver"> = {},
) {
  const { t } = useTranslation();
  const [schema] = useState(() => deferredSchema(loadSchema));
  const resolver = useMemo<Resolver<T>>(
    () => async (values, context, options) =>
      localizedZodResolver<T>(await schema.get(), t)(values, context, options),
    [schema, t],
  );
  useEffect(() => {
    const start = () => {
      stop();
      schema.want();
    };
    const stop = () => {
      for (const type of interactions) document.removeEventListener(type, start, true);
    };
    for (const type of interactions) document.addEventListener(type, start, { capture: true, passive: true });
    watchPresses();
    return stop;
  }, [schema]);
  return useForm<T>({ mode: "onTouched", ...props, resolver });
}
