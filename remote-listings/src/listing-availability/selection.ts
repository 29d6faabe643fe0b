/** The days a supplier has picked: one day (its panel) or a range (closed or reopened together). */
export interface Selection {
  from: string;
  to: string;
  /** The first day of a range whose last day is not picked yet. */
  anchor: string | null;
}

export type SelectMode = 'day' | 'range';

/** A click on a day: in day mode it is the selection; in range mode the first click starts a range, the second ends it. */
export function selectDay(selection: Selection | null, date: string, mode: SelectMode): Selection {
  if (mode === 'day' || !selection?.anchor) return { from: date, to: date, anchor: mode === 'range' ? date : null };
  const first = selection.anchor < date ? selection.anchor : date;
  return { from: first, to: first === date ? selection.anchor : date, anchor: null };
}

export const isSelected = (selection: Selection | null, date: string) =>
  selection !== null && selection.from <= date && date <= selection.to;
