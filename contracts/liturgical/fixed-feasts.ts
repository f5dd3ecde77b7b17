import { addDays, isoDate } from "./dates.ts";
import { orthodoxPascha } from "./pascha.ts";
import type { FeastOccurrence, LocalizedText, Rank } from "./types.ts";

/**
 * 'bright-monday-if-on-or-before-pascha': the feast is never kept in Great Lent, Holy Week or on Pascha
 * itself; in those years it is celebrated on Bright Monday instead.
 * 'bright-tuesday-if-palm-sunday-to-pascha': the feast is not kept from Palm Sunday to Pascha, whose
 * own services leave no place for a saint's; in those years it is celebrated on Bright Tuesday, the
 * day after St George. Earlier in Great Lent and on Lazarus Saturday it stays on its day.
 */
export type FeastTransferRule =
  | "bright-monday-if-on-or-before-pascha"
  | "bright-tuesday-if-palm-sunday-to-pascha";

export interface FixedFeastDefinition<Id extends string = string> {
  readonly id: Id;
  /** Revised Julian (civil) calendar month, 1 = January. */
  readonly month: number;
  readonly day: number;
  readonly rank: Rank;
  readonly name: LocalizedText;
  readonly transfer?: FeastTransferRule;
}

// Commemorations kept by the Archdiocese of Thyateira and Great Britain on the Revised Julian calendar,
// in calendar order.
const DEFINITIONS = [
  {
    id: "circumcision-and-st-basil",
    month: 1,
    day: 1,
    rank: "major",
    name: {
      en: "Circumcision of Christ and St Basil the Great",
      el: "Περιτομή του Κυρίου· Αγίου Βασιλείου του Μεγάλου",
    },
  },
  {
    id: "theophany-eve",
    month: 1,
    day: 5,
    rank: "major",
    name: { en: "Eve of Theophany", el: "Παραμονή των Θεοφανείων" },
  },
  {
    id: "theophany",
    month: 1,
    day: 6,
    rank: "great",
    name: { en: "Holy Theophany: the Baptism of Christ", el: "Άγια Θεοφάνεια" },
  },
  {
    id: "synaxis-of-st-john-the-baptist",
    month: 1,
    day: 7,
    rank: "major",
    name: {
      en: "Synaxis of St John the Baptist",
      el: "Σύναξη του Τιμίου Προδρόμου και Βαπτιστού Ιωάννου",
    },
  },
  {
    id: "st-anthony",
    month: 1,
    day: 17,
    rank: "major",
    name: { en: "St Anthony the Great", el: "Αγίου Αντωνίου του Μεγάλου" },
  },
  {
    id: "sts-athanasios-and-cyril",
    month: 1,
    day: 18,
    rank: "major",
    name: {
      en: "Sts Athanasios and Cyril, Archbishops of Alexandria",
      el: "Αγίων Αθανασίου και Κυρίλλου, Αρχιεπισκόπων Αλεξανδρείας",
    },
  },
  {
    id: "three-hierarchs",
    month: 1,
    day: 30,
    rank: "major",
    name: {
      en: "The Three Holy Hierarchs: Basil the Great, Gregory the Theologian and John Chrysostom",
      el: "Των Τριών Ιεραρχών",
    },
  },
  {
    id: "presentation-of-the-lord",
    month: 2,
    day: 2,
    rank: "great",
    name: {
      en: "The Meeting of the Lord (Presentation of Christ in the Temple)",
      el: "Υπαπαντή του Κυρίου",
    },
  },
  {
    id: "st-charalambos",
    month: 2,
    day: 10,
    rank: "major",
    name: { en: "St Charalambos the Hieromartyr", el: "Αγίου Χαραλάμπους του Ιερομάρτυρος" },
  },
  {
    id: "annunciation",
    month: 3,
    day: 25,
    rank: "great",
    name: { en: "The Annunciation of the Theotokos", el: "Ευαγγελισμός της Θεοτόκου" },
  },
  {
    id: "st-george",
    month: 4,
    day: 23,
    rank: "major",
    name: { en: "St George the Great Martyr", el: "Αγίου Γεωργίου του Τροπαιοφόρου" },
    transfer: "bright-monday-if-on-or-before-pascha",
  },
  {
    id: "st-mark",
    month: 4,
    day: 25,
    rank: "major",
    name: {
      en: "St Mark the Apostle and Evangelist",
      el: "Αγίου Μάρκου του Αποστόλου και Ευαγγελιστού",
    },
    // The typikon has no rule since the calendar changed; Greek parishes move him as St George is
    // moved (ADR 021).
    transfer: "bright-tuesday-if-palm-sunday-to-pascha",
  },
  {
    id: "st-irene",
    month: 5,
    day: 5,
    rank: "major",
    name: { en: "St Irene the Great Martyr", el: "Αγίας Ειρήνης της Μεγαλομάρτυρος" },
  },
  {
    id: "st-john-the-theologian",
    month: 5,
    day: 8,
    rank: "major",
    name: { en: "St John the Apostle and Theologian", el: "Αγίου Ιωάννου του Θεολόγου" },
  },
  {
    id: "sts-constantine-and-helen",
    month: 5,
    day: 21,
    rank: "major",
    name: {
      en: "Sts Constantine and Helen, Equal to the Apostles",
      el: "Αγίων Κωνσταντίνου και Ελένης των Ισαποστόλων",
    },
  },
  {
    id: "sts-bartholomew-and-barnabas",
    month: 6,
    day: 11,
    rank: "major",
    name: {
      en: "Holy Apostles Bartholomew and Barnabas",
      el: "Αγίων Αποστόλων Βαρθολομαίου και Βαρνάβα",
    },
  },
  {
    id: "nativity-of-st-john-the-baptist",
    month: 6,
    day: 24,
    rank: "major",
    name: { en: "Nativity of St John the Baptist", el: "Γέννηση του Τιμίου Προδρόμου" },
  },
  {
    id: "sts-peter-and-paul",
    month: 6,
    day: 29,
    rank: "major",
    name: { en: "Holy Apostles Peter and Paul", el: "Αγίων Αποστόλων Πέτρου και Παύλου" },
  },
  {
    id: "st-marina",
    month: 7,
    day: 17,
    rank: "major",
    name: { en: "St Marina the Great Martyr", el: "Αγίας Μαρίνας της Μεγαλομάρτυρος" },
  },
  {
    id: "prophet-elias",
    month: 7,
    day: 20,
    rank: "major",
    name: { en: "Holy Prophet Elias (Elijah)", el: "Προφήτου Ηλιού" },
  },
  {
    id: "st-paraskevi",
    month: 7,
    day: 26,
    rank: "major",
    name: { en: "St Paraskevi the Venerable Martyr", el: "Αγίας Παρασκευής της Οσιομάρτυρος" },
  },
  {
    id: "st-panteleimon",
    month: 7,
    day: 27,
    rank: "major",
    name: {
      en: "St Panteleimon the Great Martyr and Healer",
      el: "Αγίου Παντελεήμονος του Μεγαλομάρτυρος και Ιαματικού",
    },
  },
  {
    id: "transfiguration",
    month: 8,
    day: 6,
    rank: "great",
    name: { en: "The Transfiguration of the Lord", el: "Μεταμόρφωση του Σωτήρος" },
  },
  {
    id: "dormition",
    month: 8,
    day: 15,
    rank: "great",
    name: { en: "The Dormition of the Theotokos", el: "Κοίμηση της Θεοτόκου" },
  },
  {
    id: "st-fanourios",
    month: 8,
    day: 27,
    rank: "major",
    name: { en: "St Fanourios the Great Martyr", el: "Αγίου Φανουρίου του Μεγαλομάρτυρος" },
  },
  {
    id: "beheading-of-st-john-the-baptist",
    month: 8,
    day: 29,
    rank: "major",
    name: {
      en: "The Beheading of St John the Baptist",
      el: "Αποτομή της Κεφαλής του Τιμίου Προδρόμου",
    },
  },
  {
    id: "indiction",
    month: 9,
    day: 1,
    rank: "major",
    name: {
      en: "Beginning of the Church Year (Indiction)",
      el: "Αρχή της Ινδίκτου (Εκκλησιαστικό Νέο Έτος)",
    },
  },
  {
    id: "nativity-of-the-theotokos",
    month: 9,
    day: 8,
    rank: "great",
    name: { en: "The Nativity of the Theotokos", el: "Γέννηση της Θεοτόκου" },
  },
  {
    id: "exaltation-of-the-cross",
    month: 9,
    day: 14,
    rank: "great",
    name: { en: "The Exaltation of the Holy Cross", el: "Ύψωση του Τιμίου Σταυρού" },
  },
  {
    id: "st-thomas",
    month: 10,
    day: 6,
    rank: "major",
    name: { en: "Holy Apostle Thomas", el: "Αγίου Αποστόλου Θωμά" },
  },
  {
    id: "st-luke",
    month: 10,
    day: 18,
    rank: "major",
    name: {
      en: "St Luke the Apostle and Evangelist",
      el: "Αγίου Λουκά του Αποστόλου και Ευαγγελιστού",
    },
  },
  {
    id: "st-james-brother-of-the-lord",
    month: 10,
    day: 23,
    rank: "major",
    name: { en: "St James the Apostle, Brother of the Lord", el: "Αγίου Ιακώβου του Αδελφοθέου" },
  },
  {
    id: "st-demetrios",
    month: 10,
    day: 26,
    rank: "major",
    name: { en: "St Demetrios the Great Martyr, the Myrrh-streamer", el: "Αγίου Δημητρίου του Μυροβλύτου" },
  },
  {
    id: "holy-protection",
    month: 10,
    day: 28,
    rank: "major",
    name: { en: "The Holy Protection of the Theotokos", el: "Αγία Σκέπη της Θεοτόκου" },
  },
  {
    id: "synaxis-of-the-archangels",
    month: 11,
    day: 8,
    rank: "major",
    name: {
      en: "Synaxis of the Archangels Michael and Gabriel",
      el: "Σύναξη των Αρχαγγέλων Μιχαήλ και Γαβριήλ",
    },
  },
  {
    id: "st-nektarios",
    month: 11,
    day: 9,
    rank: "major",
    name: {
      en: "St Nektarios of Aegina, Metropolitan of Pentapolis",
      el: "Αγίου Νεκταρίου Πενταπόλεως του Θαυματουργού",
    },
  },
  {
    id: "st-john-chrysostom",
    month: 11,
    day: 13,
    rank: "major",
    name: { en: "St John Chrysostom", el: "Αγίου Ιωάννου του Χρυσοστόμου" },
  },
  {
    id: "st-philip",
    month: 11,
    day: 14,
    rank: "major",
    name: { en: "Holy Apostle Philip", el: "Αγίου Αποστόλου Φιλίππου" },
  },
  {
    id: "entry-of-the-theotokos",
    month: 11,
    day: 21,
    rank: "great",
    name: { en: "The Entry of the Theotokos into the Temple", el: "Εισόδια της Θεοτόκου" },
  },
  {
    id: "st-catherine",
    month: 11,
    day: 25,
    rank: "major",
    name: { en: "St Catherine the Great Martyr", el: "Αγίας Αικατερίνης της Μεγαλομάρτυρος" },
  },
  {
    id: "st-andrew",
    month: 11,
    day: 30,
    rank: "major",
    name: { en: "St Andrew the First-called Apostle", el: "Αγίου Ανδρέου του Πρωτοκλήτου" },
  },
  {
    id: "st-nicholas",
    month: 12,
    day: 6,
    rank: "major",
    name: {
      en: "St Nicholas, Archbishop of Myra",
      el: "Αγίου Νικολάου, Αρχιεπισκόπου Μύρων της Λυκίας",
    },
  },
  {
    id: "st-spyridon",
    month: 12,
    day: 12,
    rank: "major",
    name: { en: "St Spyridon the Wonderworker", el: "Αγίου Σπυρίδωνος του Θαυματουργού" },
  },
  {
    id: "christmas-eve",
    month: 12,
    day: 24,
    rank: "major",
    name: { en: "Christmas Eve", el: "Παραμονή των Χριστουγέννων" },
  },
  {
    id: "nativity-of-christ",
    month: 12,
    day: 25,
    rank: "great",
    name: { en: "The Nativity of Christ (Christmas)", el: "Γέννηση του Χριστού (Χριστούγεννα)" },
  },
  {
    id: "synaxis-of-the-theotokos",
    month: 12,
    day: 26,
    rank: "major",
    name: { en: "Synaxis of the Theotokos", el: "Σύναξη της Υπεραγίας Θεοτόκου" },
  },
  {
    id: "st-stephen",
    month: 12,
    day: 27,
    rank: "major",
    name: { en: "St Stephen the Protomartyr", el: "Αγίου Στεφάνου του Πρωτομάρτυρος" },
  },
] as const satisfies readonly FixedFeastDefinition[];

export type FixedFeastId = (typeof DEFINITIONS)[number]["id"];

export const FIXED_FEASTS: readonly FixedFeastDefinition<FixedFeastId>[] = DEFINITIONS;

/** The fixed feasts as kept in `year`, with transfers applied, in the order of FIXED_FEASTS. */
export function fixedFeasts(year: number): FeastOccurrence<FixedFeastId>[] {
  const pascha = orthodoxPascha(year);
  return FIXED_FEASTS.map(({ id, month, day, rank, name, transfer }) => {
    const date = isoDate(year, month, day);
    if (transfer === "bright-monday-if-on-or-before-pascha" && date <= pascha) {
      return { date: addDays(pascha, 1), id, rank, name, transferredFrom: date };
    }
    if (
      transfer === "bright-tuesday-if-palm-sunday-to-pascha" &&
      addDays(pascha, -7) <= date &&
      date <= pascha
    ) {
      return { date: addDays(pascha, 2), id, rank, name, transferredFrom: date };
    }
    return { date, id, rank, name };
  });
}
