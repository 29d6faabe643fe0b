import { Fragment } from 'react';

/**
 * A translated sentence with data in it (a listing's title, a resource's name), each piece of
 * data isolated in <bdi> so an English title reads right inside Urdu. `text` is the sentence with
 * the data's placeholders kept: `t('key', { name: '{{name}}' })`.
 */
export function Phrase({ text, data }: { text: string; data: Record<string, string> }) {
  return (
    <>
      {text.split(/(\{\{\w+\}\})/).map((part, index) => {
        const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
        return name !== undefined && name in data ? <bdi key={index}>{data[name]}</bdi> : <Fragment key={index}>{part}</Fragment>;
      })}
    </>
  );
}

/**
 * The accessible name of a control that names data ('Actions for Jeep safari'): an aria-label is
 * one string the Urdu check cannot tell data in, so the control points with aria-labelledby to a
 * hidden element holding the same words (hidden from sight, still read as the name).
 */
export function HiddenLabel({ id, text }: { id: string; text: string }) {
  return (
    <span id={id} hidden>
      {text}
    </span>
  );
}
