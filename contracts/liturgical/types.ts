/** A calendar date as `YYYY-MM-DD`. No time of day and no time zone are implied. */
export type IsoDate = string;

export interface CalendarDate {
  readonly year: number;
  /** 1 = January. */
  readonly month: number;
  readonly day: number;
}

export type DateInput = IsoDate | CalendarDate;

export interface LocalizedText {
  readonly en: string;
  readonly el: string;
}

/** 'great': Pascha and the Twelve Great Feasts; 'major': every other commemoration listed here. */
export type Rank = "great" | "major";

export interface FeastOccurrence<Id extends string = string> {
  readonly date: IsoDate;
  readonly id: Id;
  readonly rank: Rank;
  readonly name: LocalizedText;
  /** Set when the Church's rules move the feast away from its usual date. */
  readonly transferredFrom?: IsoDate;
}
