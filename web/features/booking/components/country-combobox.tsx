import { type ComponentProps, useContext, useEffect, useMemo, useState } from "react";
import {
  Button,
  ComboBox,
  ComboBoxStateContext,
  Group,
  Input,
  Label,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Separator,
} from "react-aria-components";
import { useController, useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useLanguage } from "../../../app/use-language.ts";
import { FieldError, RequiredMark, useFieldId } from "../../../components/forms/fields.tsx";
import { toast } from "../../../components/ui/toast.tsx";
import { type Country, countryList, countryNamed, countryOffered } from "../countries.ts";

/** One small SVG per flag, fetched only when a country is chosen (not the whole flag-icons CSS). */
const flagUrls = import.meta.glob<string>("../../../../node_modules/flag-icons/flags/4x3/*.svg", {
  query: "?url",
  import: "default",
});

function Flag({ code }: { code: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let active = true;
    const load = flagUrls[`../../../../node_modules/flag-icons/flags/4x3/${code.toLowerCase()}.svg`];
    setUrl(undefined);
    void load?.().then((value) => {
      if (active) setUrl(value);
    });
    return () => {
      active = false;
    };
  }, [code]);
  return (
    <span
      aria-hidden="true"
      className="inline-block h-[0.9rem] w-[1.2rem] shrink-0 overflow-hidden rounded-sm bg-neutral-200"
    >
      {url && <img src={url} alt="" className="h-full w-full object-cover" />}
    </span>
  );
}

/**
 * The accessible country autocomplete (a react-aria combobox): names in the page's language,
 * priority countries first, prefix matching without case or accents (on other names too: "Engl"
 * offers the United Kingdom), wrap-around arrows,
 * Enter picks, clear and toggle buttons, 'No matches', and the chosen country's flag.
 *
 * The box keeps what was typed (react-aria would put back the last choice, or empty the box,
 * whenever the list closes, which a phone does when the page scrolls under it). While typing,
 * the field holds the text; Enter, Tab or leaving the box turns a whole country name into that
 * country, and any other text stays for the schema's 'choose from the list' message.
 */
export function CountryComboBox({
  name,
  label,
  required,
}: {
  name: string;
  label: string;
  required?: boolean;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { getValues, setFocus } = useFormContext();
  const { field, fieldState } = useController({ name });
  const countries = useMemo(() => countryList(language), [language]);
  const priority = countries.filter((country) => country.priority);
  const others = countries.filter((country) => !country.priority);
  const named = (code: unknown) => countries.find((country) => country.code === code);
  const value = typeof field.value === "string" ? field.value : "";
  const chosen = named(value);
  const [text, setText] = useState(chosen?.name ?? value);
  const error = fieldState.error?.message;
  const id = useFieldId()(name);

  const choose = (country: Country) => {
    field.onChange(country.code);
    setText(country.name);
  };
  /**
   * The list closed without a pick (Enter, Tab, Escape, leaving the box, or a phone scrolling the
   * page under it while the person types): a whole name becomes its country; other text waits,
   * as every field does, for the box to be left before it is judged.
   */
  const settle = () => {
    const current = String(getValues(name) ?? "");
    const country = named(current) ?? countryNamed(current, language);
    if (country) choose(country);
  };

  return (
    <ComboBox
      className={`flex flex-col gap-1 ${error ? "border-l-4 border-red-700 pl-3" : ""}`}
      selectedKey={chosen?.code ?? null}
      inputValue={text}
      onInputChange={(typed) => {
        setText(typed);
        // react-aria writes the chosen country's name back when it is picked again: still chosen.
        if (typed !== chosen?.name) field.onChange(typed);
      }}
      onSelectionChange={(key) => {
        const country = named(key);
        if (country) choose(country);
        else settle();
      }}
      onBlur={() => {
        settle();
        field.onBlur();
      }}
      defaultFilter={(shown, typed) => countryOffered(shown, typed, language)}
      shouldFocusWrap
      allowsEmptyCollection
      menuTrigger="input"
      isInvalid={Boolean(error)}
      aria-describedby={error ? `${id}-error` : undefined}
    >
      <Label className="font-semibold text-neutral-900">
        {label}
        {required && <RequiredMark />}
      </Label>
      <FieldError id={id} message={error} />
      <Group className="flex items-center gap-2 rounded-md border border-neutral-500 bg-white px-3 shadow-sm focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-gold-500 data-[invalid]:border-2 data-[invalid]:border-red-700">
        {chosen && <Flag code={chosen.code} />}
        <CountryInput
          ref={field.ref}
          id={id}
          placeholder={t("booking.country.placeholder")}
          className="min-w-0 flex-1 bg-transparent py-2 text-base text-neutral-900 outline-none"
        />
        {text && (
          <Button
            slot={null}
            aria-label={t("booking.country.clear")}
            onPress={() => {
              field.onChange("");
              setText("");
              // The button leaves with the text: the focus would fall to the page.
              setFocus(name);
            }}
            className="flex h-8 w-8 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-byzantine-700"
          >
            <span aria-hidden="true">×</span>
          </Button>
        )}
        <Button
          aria-label={t("booking.country.toggle")}
          className="flex h-8 w-8 items-center justify-center rounded text-neutral-700 hover:bg-neutral-100 focus-visible:ring-2 focus-visible:ring-byzantine-700"
        >
          <span aria-hidden="true">▾</span>
        </Button>
      </Group>
      <Popover className="w-[var(--trigger-width)] overflow-auto rounded-md border border-neutral-300 bg-white shadow-lg max-h-[11.125rem] md:max-h-[15rem]">
        <ListBox
          className="outline-none"
          renderEmptyState={() => (
            <p className="px-3 py-2 text-neutral-700">{t("booking.country.noMatches")}</p>
          )}
        >
          <ListBoxSection aria-label={t("booking.country.frequent")}>
            {priority.map((country) => (
              <CountryOption key={country.code} code={country.code} name={country.name} />
            ))}
          </ListBoxSection>
          <Separator className="my-1 border-neutral-200" />
          <ListBoxSection aria-label={t("booking.country.all")}>
            {others.map((country) => (
              <CountryOption key={country.code} code={country.code} name={country.name} />
            ))}
          </ListBoxSection>
        </ListBox>
      </Popover>
    </ComboBox>
  );
}

/**
 * The box's input, whose Escape closes the list and leaves the letters typed, and with the list
 * closed puts the toasts away, as Escape does elsewhere. react-aria's Escape puts back the chosen
 * country's text, which this box does not keep in step with (see above), and then opens the list
 * again at once on the letters still there: the list could not be put away.
 */
function CountryInput(props: ComponentProps<typeof Input>) {
  const state = useContext(ComboBoxStateContext);
  return (
    <Input
      {...props}
      onKeyDownCapture={(event) => {
        if (event.key !== "Escape" || !state) return;
        // Kept from react-aria, whose Escape would open a closed list again.
        event.stopPropagation();
        if (state.isOpen) {
          event.preventDefault();
          state.toggle(null, "manual");
        } else {
          // Kept from the toaster too: with the list closed, Escape is the toasts' (loaded-toaster.tsx).
          toast.dismiss();
        }
      }}
    />
  );
}

function CountryOption({ code, name }: { code: string; name: string }) {
  return (
    <ListBoxItem
      id={code}
      textValue={name}
      className="cursor-default px-3 py-2 text-neutral-900 outline-none data-[focused]:bg-byzantine-700 data-[focused]:text-white data-[selected]:font-semibold"
    >
      {name}
    </ListBoxItem>
  );
}
