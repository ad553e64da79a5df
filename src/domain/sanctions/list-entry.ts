// The shape every sanctions list is read into (issue 27): Canada's Consolidated Autonomous
// Sanctions List (SEMA / JVCFOA), the UN Security Council Consolidated List and OpenSanctions'
// targets.simple.csv each become a ParsedList of ListEntry, whatever their own format says.

export const SANCTIONS_SOURCES = ['sema', 'un', 'opensanctions'] as const;
export type SanctionsSource = (typeof SANCTIONS_SOURCES)[number];
export const SANCTIONS_SOURCE_LABELS: Record<SanctionsSource, string> = {
  sema: 'Canada — Consolidated Autonomous Sanctions List',
  un: 'UN Security Council Consolidated List',
  opensanctions: 'OpenSanctions targets',
};

export type ListedPartyKind = 'individual' | 'entity';

/** One name a listed party is known by, as the list spells it. */
export type ListedName = {
  name: string;
  /** The name the list files the party under, or one of its aliases. */
  kind: 'primary' | 'alias';
  /** The UN list rates aliases "Good" or "Low"; the other lists do not. */
  quality: 'good' | 'low' | null;
};

/**
 * A date of birth as a range of days: an exact date has from = to; a year alone is its
 * 1 January to 31 December; the UN's "between 1960 and 1965" is 1960-01-01 to 1965-12-31.
 */
export type BirthRange = { from: string; to: string };

export type ListEntry = {
  /** The list's own reference: SEMA's "Schedule/Item", the UN's REFERENCE_NUMBER, an
   * OpenSanctions id. Unique within one list. */
  reference: string;
  kind: ListedPartyKind;
  /** The primary name first, then the aliases. Never empty. */
  names: ListedName[];
  birth_dates: BirthRange[];
  /** Countries as the list names them (citizenship, nationality, or the regime's country). */
  countries: string[];
  /** The legal instrument or programme: SEMA's Country + Schedule, the UN's list type, the
   * OpenSanctions dataset names. */
  programme: string | null;
  /** YYYY-MM-DD, when the list gives it. */
  listed_on: string | null;
};

export type ParsedList = {
  source: SanctionsSource;
  /** The list's own version or generation date when it states one, else null. */
  version: string | null;
  /** YYYY-MM-DD the list was published, when it says. */
  published_on: string | null;
  entries: ListEntry[];
};

/** A file that is not a well-formed list of its format: what is wrong and where. */
export class ListFormatError extends Error {
  constructor(
    message: string,
    /** "line 12, column 4", "record 37 (Item 12)", "INDIVIDUAL 5" … */
    readonly where: string | null,
  ) {
    super(where ? `${message} (${where})` : message);
    this.name = 'ListFormatError';
  }
}

/** Who is screened: a customer or recipient (individual) or a company (entity). */
export type ScreeningSubject = {
  kind: ListedPartyKind;
  /** For an individual: first and last name as typed; for an entity: its name in `last`. */
  first: string;
  last: string;
  /** YYYY-MM-DD, an individual's birthday when known. */
  birth_date: string | null;
};

/** A list entry as the matcher holds it: a stored entry's id and list, and its content. */
export type ScreenableEntry = ListEntry & { id: string; source: SanctionsSource };

export type MatchReason = 'name' | 'alias' | 'birth_date' | 'birth_year' | 'birth_date_differs';

export type ScreeningMatch = {
  entry_id: string;
  source: SanctionsSource;
  reference: string;
  /** 0 to 1, rounded to 4 places. */
  score: number;
  /** The listed name that matched best, as the list spells it. */
  matched_name: string;
  reasons: MatchReason[];
};

export type ScreeningThresholds = {
  /** At or above: a possible match, held for review. */
  possible: number;
  /** At or above: a strong match (still reviewed, shown as strong). */
  strong: number;
};

export const DEFAULT_SCREENING_THRESHOLDS: ScreeningThresholds = { possible: 0.88, strong: 0.95 };
