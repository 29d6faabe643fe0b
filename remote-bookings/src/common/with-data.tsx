import { Fragment } from 'react';

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A translated sentence with its data (a customer's name, a booking's reference, a listing's
 * title) each in a <bdi>, so an English name in an Urdu sentence keeps its own direction.
 */
export function WithData({ text, data }: { text: string; data: readonly (string | null | undefined)[] }) {
  const values = [...new Set(data.filter((value): value is string => Boolean(value)))];
  if (values.length === 0) return text;
  const parts = text.split(new RegExp(`(${values.map(escaped).join('|')})`));
  return parts.map((part, index) => (values.includes(part) ? <bdi key={index}>{part}</bdi> : <Fragment key={index}>{part}</Fragment>));
}
