import type { BookingType } from "../../../contracts/booking.ts";

const contact = { address: "", postcode: "", telephone: "", email: "", confirmEmail: "" };
const parent = { firstName: "", lastName: "", religion: "", ...contact };
const person = {
  firstName: "",
  lastName: "",
  address: "",
  email: "",
  telephone: "",
  occupation: "",
  denomination: "",
  dateOfBirth: "",
  placeOfBirth: { country: "", city: "" },
};
const relative = { firstName: "", lastName: "", occupation: "" };
const witness = { firstName: "", lastName: "", denomination: "" };

/** Every field of the form, empty, so each input is controlled from the first render. */
export function emptyValues(type: BookingType): Record<string, unknown> {
  if (type === "wedding") {
    return {
      type,
      slotId: "",
      groom: person,
      groomFamily: { father: relative, mother: relative },
      bride: person,
      brideFamily: { father: relative, mother: relative },
      bestMan: witness,
      maidOfHonour: witness,
      consent: false,
    };
  }
  return {
    type,
    slotId: "",
    child: {
      firstName: "",
      middleNames: "",
      lastName: "",
      sex: "",
      dateOfBirth: "",
      cityOfBirth: "",
      countryOfBirth: "",
      ...contact,
    },
    fatherNotGiven: false,
    father: parent,
    mother: { ...parent, maidenName: "" },
    sameAsFatherAddress: false,
    godparent: { firstName: "", lastName: "", religion: "", email: "", telephone: "" },
    consent: false,
  };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === "object" && !Array.isArray(value);

/** Saved values over the empty shape: only known fields, and only of the right kind. */
export function mergeValues(base: Record<string, unknown>, saved: unknown): Record<string, unknown> {
  if (!isRecord(saved)) return base;
  const result: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(base)) {
    const incoming = saved[key];
    if (isRecord(value)) result[key] = mergeValues(value, incoming);
    else result[key] = typeof incoming === typeof value ? incoming : value;
  }
  return result;
}
