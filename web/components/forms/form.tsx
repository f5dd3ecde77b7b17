import { type ReactNode, useEffect, useRef } from "react";
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from "react-hook-form";

type FormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
};

/**
 * A form wired to react-hook-form; the browser's own validation bubbles are off (we show ours).
 * `data-ready` appears once React has taken the form over: a form whose code loads after the
 * page (the contact form) is still inert HTML for a moment after the rest of the page works.
 */
export function Form<T extends FieldValues>({ form, onSubmit, children, className, ...rest }: FormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (element.current) element.current.dataset.ready = "true";
  }, []);
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        data-form-kit=""
        noValidate
        onSubmit={form.handleSubmit(onSubmit)}
        className={className}
        {...rest}
      >
        {children}
      </form>
    </FormProvider>
  );
}
