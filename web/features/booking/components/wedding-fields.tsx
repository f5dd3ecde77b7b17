import { useTranslation } from "react-i18next";
import { DateField } from "../../../components/forms/date-field.tsx";
import { TextField } from "../../../components/forms/fields.tsx";
import { Fieldset } from "./baptism-fields.tsx";
import { CountryComboBox } from "./country-combobox.tsx";

/**
 * The wedding fields in the spec's sections: groom and bride (all required), their families
 * (optional) and the koumbaros and koumbara (the spec's best man and maid of honour) (names and denomination).
 */
export function WeddingFields() {
  const { t } = useTranslation();
  const label = (key: string) => t(`booking.fields.${key}`);

  const person = (who: "groom" | "bride") => (
    <Fieldset legend={t(`booking.sections.${who}`)}>
      <TextField name={`${who}.firstName`} label={label("firstName")} required autoComplete="off" />
      <TextField name={`${who}.lastName`} label={label("lastName")} required autoComplete="off" />
      <div className="sm:col-span-2">
        <TextField name={`${who}.address`} label={label("address")} required autoComplete="off" />
      </div>
      <TextField name={`${who}.email`} label={label("email")} required type="email" autoComplete="off" />
      <TextField
        name={`${who}.telephone`}
        label={label("telephone")}
        required
        type="tel"
        autoComplete="off"
      />
      <TextField name={`${who}.occupation`} label={label("occupation")} required autoComplete="off" />
      <TextField name={`${who}.denomination`} label={label("denomination")} required autoComplete="off" />
      <DateField name={`${who}.dateOfBirth`} label={label("dateOfBirth")} required calendar={false} />
      <TextField name={`${who}.placeOfBirth.city`} label={label("cityOfBirth")} required autoComplete="off" />
      <div className="sm:col-span-2">
        <CountryComboBox name={`${who}.placeOfBirth.country`} label={label("countryOfBirth")} required />
      </div>
    </Fieldset>
  );

  const family = (who: "groomFamily" | "brideFamily") => (
    <Fieldset legend={t(`booking.sections.${who}`)} note={t("booking.form.familyOptional")}>
      {(["father", "mother"] as const).map((relative) =>
        (["firstName", "lastName", "occupation"] as const).map((field) => (
          <TextField
            key={`${relative}.${field}`}
            name={`${who}.${relative}.${field}`}
            label={label(`${relative}${field[0]?.toUpperCase()}${field.slice(1)}`)}
            autoComplete="off"
          />
        )),
      )}
    </Fieldset>
  );

  const witness = (who: "bestMan" | "maidOfHonour") => (
    <Fieldset legend={t(`booking.sections.${who}`)}>
      <TextField name={`${who}.firstName`} label={label("firstName")} required autoComplete="off" />
      <TextField name={`${who}.lastName`} label={label("lastName")} required autoComplete="off" />
      <div className="sm:col-span-2">
        <TextField name={`${who}.denomination`} label={label("denomination")} required autoComplete="off" />
      </div>
    </Fieldset>
  );

  return (
    <div className="flex flex-col gap-6">
      {person("groom")}
      {family("groomFamily")}
      {person("bride")}
      {family("brideFamily")}
      {witness("bestMan")}
      {witness("maidOfHonour")}
    </div>
  );
}
