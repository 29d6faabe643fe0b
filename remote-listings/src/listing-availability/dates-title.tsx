import { Fragment } from 'react';

import { useListingsStrings } from '../strings/listings-strings';
import { dayTitle } from './calendar-month';

/** A day, or 'first to last', each date in words of the portal's language in a <time>. */
export function DatesTitle({ from, to }: { from: string; to: string }) {
  const t = useListingsStrings();
  const date = (iso: string) => <time dateTime={iso}>{dayTitle(iso)}</time>;
  if (from === to) return date(from);
  const dates: Record<string, string> = { from, to };
  return (
    <>
      {t('day.range', { from: '{{from}}', to: '{{to}}' })
        .split(/\{\{(from|to)\}\}/)
        .map((part, index) => (index % 2 === 1 ? <Fragment key={index}>{date(dates[part]!)}</Fragment> : part))}
    </>
  );
}
