import { type FormEvent, type ReactNode, useEffect, useRef } from "react";
import { type FieldValues, FormProvider, type SubmitHandler, type UseFormReturn } from "react-hook-form";
import { FieldIdPrefix } from "./fields.tsx";

type FormProps<T extends FieldValues> = {
  form: UseFormReturn<T>;
  onSubmit: SubmitHandler<T>;
  children: ReactNode;
  className?: string;
  id?: string;
  "aria-labelledby"?: string;
  /** The start of its fields' ids (default `field`), for a page with two forms of the same fields. */
  idPrefix?: string;
};

/**
 * A form wired to react-hook-form; the browser's own validation bubbles are off (we show ours).
 * `data-ready` appears once React has taken the form over: a form whose code loads after the
 * page (the contact form) is still inert HTML for a moment after the rest of the page works.
 */
export function Form<T extends FieldValues>({
  form,
  onSubmit,
  children,
  className,
  idPrefix = "field",
  ...rest
}: FormProps<T>) {
  const element = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (element.current) element.current.dataset.ready = "true";
  }, []);
  // One submission at a time: a double click sent two (the button is only marked busy once the
  // schema, which may load lazily, has checked the values), and the second one's refusal
  // ("an account already exists") appeared over the first one's success.
  const inFlight = useRef(false);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    if (inFlight.current) {
      event.preventDefault();
      return;
    }
    inFlight.current = true;
    try {
      await form.handleSubmit(onSubmit)(event);
    } finally {
      inFlight.current = false;
    }
  };
  return (
    <FormProvider {...form}>
      <form
        ref={element}
        data-form-kit=""
        noValidate
        onSubmit={(event) => void submit(event)}
        className={className}
        {...rest}
      >
        <FieldIdPrefix.Provider value={idPrefix}>{children}</FieldIdPrefix.Provider>
      </form>
    </FormProvider>
  );
}
