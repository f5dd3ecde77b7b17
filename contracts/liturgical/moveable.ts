import { addDays } from "./dates.ts";
import { orthodoxPascha } from "./pascha.ts";
import type { FeastOccurrence, IsoDate, LocalizedText, Rank } from "./types.ts";

export interface MoveableFeastDefinition<Id extends string = string> {
  readonly id: Id;
  /** Days from Pascha (negative before it). */
  readonly offset: number;
  readonly rank: Rank;
  readonly name: LocalizedText;
}

const DEFINITIONS = [
  {
    id: "publican-and-pharisee",
    offset: -70,
    rank: "major",
    name: {
      en: "Sunday of the Publican and the Pharisee (the Triodion begins)",
      el: "Κυριακή του Τελώνου και Φαρισαίου (αρχή του Τριωδίου)",
    },
  },
  {
    id: "prodigal-son",
    offset: -63,
    rank: "major",
    name: { en: "Sunday of the Prodigal Son", el: "Κυριακή του Ασώτου" },
  },
  {
    id: "saturday-of-souls-meatfare",
    offset: -57,
    rank: "major",
    name: { en: "Saturday of Souls", el: "Ψυχοσάββατο" },
  },
  {
    id: "meatfare-sunday",
    offset: -56,
    rank: "major",
    name: { en: "Meatfare Sunday (Sunday of the Last Judgement)", el: "Κυριακή της Απόκρεω" },
  },
  {
    id: "cheesefare-sunday",
    offset: -49,
    rank: "major",
    name: { en: "Cheesefare Sunday (Forgiveness Sunday)", el: "Κυριακή της Τυρινής" },
  },
  {
    id: "clean-monday",
    offset: -48,
    rank: "major",
    name: { en: "Clean Monday (Great Lent begins)", el: "Καθαρά Δευτέρα" },
  },
  {
    id: "st-theodore-saturday",
    offset: -43,
    rank: "major",
    name: { en: "Saturday of St Theodore the Recruit", el: "Σάββατο του Αγίου Θεοδώρου του Τήρωνος" },
  },
  {
    id: "sunday-of-orthodoxy",
    offset: -42,
    rank: "major",
    name: { en: "First Sunday of Lent: Sunday of Orthodoxy", el: "Κυριακή της Ορθοδοξίας" },
  },
  {
    id: "saturday-of-souls-lent-2",
    offset: -36,
    rank: "major",
    name: { en: "Saturday of Souls", el: "Ψυχοσάββατο" },
  },
  {
    id: "st-gregory-palamas-sunday",
    offset: -35,
    rank: "major",
    name: {
      en: "Second Sunday of Lent: St Gregory Palamas",
      el: "Κυριακή του Αγίου Γρηγορίου του Παλαμά",
    },
  },
  {
    id: "saturday-of-souls-lent-3",
    offset: -29,
    rank: "major",
    name: { en: "Saturday of Souls", el: "Ψυχοσάββατο" },
  },
  {
    id: "veneration-of-the-cross",
    offset: -28,
    rank: "major",
    name: {
      en: "Third Sunday of Lent: Veneration of the Holy Cross",
      el: "Κυριακή της Σταυροπροσκυνήσεως",
    },
  },
  {
    id: "saturday-of-souls-lent-4",
    offset: -22,
    rank: "major",
    name: { en: "Saturday of Souls", el: "Ψυχοσάββατο" },
  },
  {
    id: "st-john-climacus-sunday",
    offset: -21,
    rank: "major",
    name: {
      en: "Fourth Sunday of Lent: St John Climacus",
      el: "Κυριακή του Αγίου Ιωάννου της Κλίμακος",
    },
  },
  {
    id: "st-mary-of-egypt-sunday",
    offset: -14,
    rank: "major",
    name: {
      en: "Fifth Sunday of Lent: St Mary of Egypt",
      el: "Κυριακή της Οσίας Μαρίας της Αιγυπτίας",
    },
  },
  {
    id: "lazarus-saturday",
    offset: -8,
    rank: "major",
    name: { en: "Lazarus Saturday", el: "Σάββατο του Λαζάρου" },
  },
  {
    id: "palm-sunday",
    offset: -7,
    rank: "great",
    name: { en: "Palm Sunday: the Entry of the Lord into Jerusalem", el: "Κυριακή των Βαΐων" },
  },
  { id: "holy-monday", offset: -6, rank: "major", name: { en: "Holy Monday", el: "Μεγάλη Δευτέρα" } },
  { id: "holy-tuesday", offset: -5, rank: "major", name: { en: "Holy Tuesday", el: "Μεγάλη Τρίτη" } },
  { id: "holy-wednesday", offset: -4, rank: "major", name: { en: "Holy Wednesday", el: "Μεγάλη Τετάρτη" } },
  { id: "holy-thursday", offset: -3, rank: "major", name: { en: "Holy Thursday", el: "Μεγάλη Πέμπτη" } },
  {
    id: "holy-friday",
    offset: -2,
    rank: "major",
    name: { en: "Holy Friday", el: "Μεγάλη Παρασκευή" },
  },
  { id: "holy-saturday", offset: -1, rank: "major", name: { en: "Holy Saturday", el: "Μεγάλο Σάββατο" } },
  {
    id: "pascha",
    offset: 0,
    rank: "great",
    name: { en: "Holy Pascha: the Resurrection of the Lord (Easter)", el: "Άγιο Πάσχα" },
  },
  {
    id: "bright-monday",
    offset: 1,
    rank: "major",
    name: { en: "Bright Monday", el: "Δευτέρα της Διακαινησίμου" },
  },
  {
    id: "bright-tuesday",
    offset: 2,
    rank: "major",
    name: { en: "Bright Tuesday", el: "Τρίτη της Διακαινησίμου" },
  },
  {
    id: "bright-wednesday",
    offset: 3,
    rank: "major",
    name: { en: "Bright Wednesday", el: "Τετάρτη της Διακαινησίμου" },
  },
  {
    id: "bright-thursday",
    offset: 4,
    rank: "major",
    name: { en: "Bright Thursday", el: "Πέμπτη της Διακαινησίμου" },
  },
  {
    id: "life-giving-spring",
    offset: 5,
    rank: "major",
    name: { en: "Bright Friday: the Theotokos, the Life-giving Spring", el: "Ζωοδόχος Πηγή" },
  },
  {
    id: "bright-saturday",
    offset: 6,
    rank: "major",
    name: { en: "Bright Saturday", el: "Σάββατο της Διακαινησίμου" },
  },
  { id: "thomas-sunday", offset: 7, rank: "major", name: { en: "Thomas Sunday", el: "Κυριακή του Θωμά" } },
  {
    id: "myrrhbearers-sunday",
    offset: 14,
    rank: "major",
    name: { en: "Sunday of the Myrrhbearing Women", el: "Κυριακή των Μυροφόρων" },
  },
  {
    id: "paralytic-sunday",
    offset: 21,
    rank: "major",
    name: { en: "Sunday of the Paralytic", el: "Κυριακή του Παραλύτου" },
  },
  { id: "mid-pentecost", offset: 24, rank: "major", name: { en: "Mid-Pentecost", el: "Μεσοπεντηκοστή" } },
  {
    id: "samaritan-woman-sunday",
    offset: 28,
    rank: "major",
    name: { en: "Sunday of the Samaritan Woman", el: "Κυριακή της Σαμαρείτιδος" },
  },
  {
    id: "blind-man-sunday",
    offset: 35,
    rank: "major",
    name: { en: "Sunday of the Blind Man", el: "Κυριακή του Τυφλού" },
  },
  {
    id: "ascension",
    offset: 39,
    rank: "great",
    name: { en: "Ascension of the Lord", el: "Ανάληψη του Κυρίου" },
  },
  {
    id: "fathers-first-council-sunday",
    offset: 42,
    rank: "major",
    name: {
      en: "Sunday of the Holy Fathers of the First Ecumenical Council",
      el: "Κυριακή των Αγίων Πατέρων της Α΄ Οικουμενικής Συνόδου",
    },
  },
  {
    id: "saturday-of-souls-pentecost",
    offset: 48,
    rank: "major",
    name: { en: "Saturday of Souls", el: "Ψυχοσάββατο" },
  },
  { id: "pentecost", offset: 49, rank: "great", name: { en: "Pentecost", el: "Πεντηκοστή" } },
  {
    id: "holy-spirit-monday",
    offset: 50,
    rank: "major",
    name: { en: "Monday of the Holy Spirit", el: "Δευτέρα του Αγίου Πνεύματος" },
  },
  {
    id: "all-saints",
    offset: 56,
    rank: "major",
    name: { en: "Sunday of All Saints", el: "Κυριακή των Αγίων Πάντων" },
  },
] as const satisfies readonly MoveableFeastDefinition[];

export type MoveableFeastId = (typeof DEFINITIONS)[number]["id"];

/** The moveable cycle, from the Triodion to All Saints, in order. */
export const MOVEABLE_FEASTS: readonly MoveableFeastDefinition<MoveableFeastId>[] = DEFINITIONS;

export function moveableFeastDate(year: number, id: MoveableFeastId): IsoDate {
  const feast = MOVEABLE_FEASTS.find((candidate) => candidate.id === id);
  if (!feast) throw new RangeError(`Unknown moveable feast: ${id}`);
  return addDays(orthodoxPascha(year), feast.offset);
}

/** Every day of the moveable cycle falls inside Pascha's own calendar year. */
export function moveableFeasts(year: number): FeastOccurrence<MoveableFeastId>[] {
  const pascha = orthodoxPascha(year);
  return MOVEABLE_FEASTS.map(({ id, offset, rank, name }) => ({
    date: addDays(pascha, offset),
    id,
    rank,
    name,
  }));
}
