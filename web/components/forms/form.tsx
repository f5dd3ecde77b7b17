import type { ReactNode } from "react";
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from "react-hook-form";

type FormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  className?: string;
  "aria-labelledby"?: string;
};

/** A form wired to react-hook-form; the browser's own validation bubbles are off (we show ours). */
export function Form<T extends FieldValues>({ form, onSubmit, children, className, ...rest }: FormProps<T>) {
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit(onSubmit)} className={className} {...rest}>
        {children}
      </form>
    </FormProvider>
  );
}
