import { Fragment, type ReactNode } from 'react';

/**
 * The values for `t` that keep a sentence's placeholders as they are ('Reply to {{name}}'), so
 * `WithData` can put the data in its place: i18next does not interpolate inside a value.
 */
export const keepPlaceholders = <K extends string>(...names: K[]): Record<K, string> =>
  Object.fromEntries(names.map((name) => [name, `{{${name}}}`])) as Record<K, string>;

/**
 * A translated sentence whose placeholders are data a person typed (a customer's name, a listing's
 * title): each one isolated for bidi in a <bdi>, so an English name reads right in an Urdu sentence.
 */
export function WithData({ text, data }: { text: string; data: Record<string, ReactNode> }) {
  return text
    .split(/\{\{(\w+)\}\}/)
    .map((part, i) => (i % 2 === 1 ? <bdi key={i}>{data[part]}</bdi> : <Fragment key={i}>{part}</Fragment>));
}
