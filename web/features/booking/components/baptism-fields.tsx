import { type ReactNode, useEffect, useRef } from "react";
import { useFormContext, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import {
  candidateHeading,
  godparentReligions,
  isAdultCandidate,
  sexes,
} from "../../../../contracts/booking.ts";
import { londonDate } from "../../../../contracts/time.ts";
import { DateField } from "../../../components/forms/date-field.tsx";
import { CheckboxField, SelectField, TextField } from "../../../components/forms/fields.tsx";
import { CountryComboBox } from "./country-combobox.tsx";

export function Fieldset({
  legend,
  children,
  note,
}: {
  legend: string;
  children: ReactNode;
  note?: ReactNode;
}) {
  return (
    <fieldset className="scroll-mt-24 rounded-lg border border-neutral-300 bg-white p-4 sm:p-6">
      <legend className="px-2 font-serif text-xl font-semibold text-byzantine-900">{legend}</legend>
      {note && <p className="mb-4 text-sm text-neutral-700">{note}</p>}
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/**
 * The baptism/chrismation fields: child (or adult candidate), father, mother and godparent.
 * 'Same as Father's Address' copies the father's address and postcode to the mother and disables
 * those fields (the spec); unticking enables and clears them. A candidate who is 18 or more on
 * the day of the service gives their own contact details and the parents' become optional.
 */
export function BaptismFields({
  type,
  serviceDay,
}: {
  type: "baptism" | "chrismation";
  serviceDay?: string;
}) {
  const { t } = useTranslation();
  const { setValue, control, getValues, trigger, clearErrors, formState } = useFormContext();
  const [dateOfBirth, same, fatherAddress, fatherPostcode, fatherNotGiven] = useWatch({
    control,
    name: ["child.dateOfBirth", "sameAsFatherAddress", "father.address", "father.postcode", "fatherNotGiven"],
  }) as [string, boolean, string, string, boolean];
  const day = serviceDay ?? londonDate(new Date());
  const adult = isAdultCandidate(dateOfBirth ?? "", day);
  const wasSame = useRef(same);

  // Once the form has been sent, who must give contact details changes with the candidate's age:
  // the messages follow at once (the parents' stayed red, and in the summary, after an adult's
  // date of birth made them optional).
  const wasAdult = useRef(adult);
  const { isSubmitted } = formState;
  useEffect(() => {
    if (wasAdult.current === adult) return;
    wasAdult.current = adult;
    if (isSubmitted) void trigger(["child", "father", "mother"]);
  }, [adult, isSubmitted, trigger]);

  // No father to name: no address of his to copy, and the one copied stays the mother's own. Once
  // the form was sent, his messages go (or come back) with his fields, as the adult rule's do.
  const wasNamed = useRef(!fatherNotGiven);
  useEffect(() => {
    if (wasNamed.current === !fatherNotGiven) return;
    wasNamed.current = !fatherNotGiven;
    if (fatherNotGiven && getValues("sameAsFatherAddress")) {
      wasSame.current = false;
      setValue("sameAsFatherAddress", false);
    }
    if (fatherNotGiven) clearErrors("father");
    if (isSubmitted) void trigger(["father", "mother"]);
  }, [fatherNotGiven, getValues, setValue, clearErrors, isSubmitted, trigger]);

  useEffect(() => {
    const options = { shouldValidate: getValues("mother.address") !== "" || same, shouldDirty: true };
    if (same) {
      setValue("mother.address", fatherAddress ?? "", options);
      setValue("mother.postcode", fatherPostcode ?? "", options);
    } else if (wasSame.current) {
      setValue("mother.address", "", { shouldDirty: true });
      setValue("mother.postcode", "", { shouldDirty: true });
    }
    wasSame.current = same;
  }, [same, fatherAddress, fatherPostcode, setValue, getValues]);

  const label = (key: string) => t(`booking.fields.${key}`);
  const parentContactRequired = !adult;
  const parent = (who: "father" | "mother") => {
    const locked = who === "mother" && same;
    return (
      <>
        <TextField name={`${who}.firstName`} label={label("firstName")} required autoComplete="off" />
        <TextField name={`${who}.lastName`} label={label("lastName")} required autoComplete="off" />
        {who === "mother" && (
          <TextField name="mother.maidenName" label={label("maidenName")} required autoComplete="off" />
        )}
        <TextField name={`${who}.religion`} label={label("religion")} required autoComplete="off" />
        <TextField
          name={`${who}.address`}
          label={label("address")}
          required={parentContactRequired}
          disabled={locked}
          autoComplete="off"
        />
        <TextField
          name={`${who}.postcode`}
          label={label("postcode")}
          required={parentContactRequired}
          disabled={locked}
          autoComplete="off"
        />
        <TextField
          name={`${who}.telephone`}
          label={label("telephone")}
          required={parentContactRequired}
          type="tel"
        />
        <TextField
          name={`${who}.email`}
          label={label("email")}
          required={parentContactRequired}
          type="email"
          revalidates={`${who}.confirmEmail`}
        />
        <TextField
          name={`${who}.confirmEmail`}
          label={label("confirmEmail")}
          required={parentContactRequired}
          type="email"
        />
      </>
    );
  };

  return (
    <div className="flex flex-col gap-6">
      <Fieldset
        legend={t(`booking.sections.${candidateHeading(type, dateOfBirth ?? "", day)}`)}
        note={adult ? t("booking.form.adultNote") : undefined}
      >
        <TextField name="child.firstName" label={label("firstName")} required autoComplete="off" />
        <TextField name="child.middleNames" label={label("middleNames")} autoComplete="off" />
        <TextField name="child.lastName" label={label("lastName")} required autoComplete="off" />
        <SelectField
          name="child.sex"
          label={label("sex")}
          required
          placeholder={t("booking.form.select")}
          options={sexes.map((sex) => ({ value: sex, label: t(`booking.sex.${sex}`) }))}
        />
        <DateField name="child.dateOfBirth" label={label("dateOfBirth")} required calendar={false} />
        <TextField name="child.cityOfBirth" label={label("cityOfBirth")} required autoComplete="off" />
        <div className="sm:col-span-2">
          <CountryComboBox name="child.countryOfBirth" label={label("countryOfBirth")} required />
        </div>
        {adult && (
          <>
            <TextField name="child.address" label={label("address")} required autoComplete="street-address" />
            <TextField name="child.postcode" label={label("postcode")} required autoComplete="postal-code" />
            <TextField
              name="child.telephone"
              label={label("telephone")}
              required
              type="tel"
              autoComplete="tel"
            />
            <TextField
              name="child.email"
              label={label("email")}
              required
              type="email"
              autoComplete="email"
              revalidates="child.confirmEmail"
            />
            <TextField name="child.confirmEmail" label={label("confirmEmail")} required type="email" />
          </>
        )}
      </Fieldset>
      <Fieldset
        legend={t("booking.sections.father")}
        note={adult && !fatherNotGiven ? t("booking.form.parentsOptional") : undefined}
      >
        <div className="sm:col-span-2">
          <CheckboxField name="fatherNotGiven" label={t("booking.form.fatherNotGiven")} />
          {fatherNotGiven && <p className="mt-2 text-neutral-700">{t("booking.form.fatherNotGivenNote")}</p>}
        </div>
        {!fatherNotGiven && parent("father")}
      </Fieldset>
      <Fieldset legend={t("booking.sections.mother")}>
        {!fatherNotGiven && (
          <div className="sm:col-span-2">
            <CheckboxField name="sameAsFatherAddress" label={t("booking.form.sameAsFather")} />
          </div>
        )}
        {parent("mother")}
      </Fieldset>
      <Fieldset legend={t("booking.sections.godparent")}>
        <TextField name="godparent.firstName" label={label("firstName")} required autoComplete="off" />
        <TextField name="godparent.lastName" label={label("lastName")} required autoComplete="off" />
        <SelectField
          name="godparent.religion"
          label={label("religion")}
          required
          hint={t("booking.form.godparentHint")}
          placeholder={t("booking.form.select")}
          options={godparentReligions.map((religion) => ({
            value: religion,
            label: t(`booking.religions.${religion}`),
          }))}
        />
        <TextField name="godparent.email" label={label("email")} required type="email" autoComplete="off" />
        <TextField
          name="godparent.telephone"
          label={label("telephone")}
          required
          type="tel"
          autoComplete="off"
        />
      </Fieldset>
    </div>
  );
}
