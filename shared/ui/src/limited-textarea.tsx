import { Span, Textarea, type TextareaProps } from '@chakra-ui/react';

import { formatCount } from './format';

/** How many characters a text has, counted as the server's schemas count them (code points: an emoji is one). */
export const codePointLength = (text: string): number => [...text].length;

/** The text cut to `max` characters (code points), as a maxlength attribute would cut it in UTF-16 units. */
export const withinCodePoints = (text: string, max: number | undefined): string =>
  max === undefined || text.length <= max ? text : [...text].slice(0, max).join('');

export interface LimitedTextareaProps extends Omit<TextareaProps, 'value' | 'onChange' | 'maxLength'> {
  value: string;
  onValueChange: (text: string) => void;
  /** The most characters the text takes, as the server counts them. */
  maxLength: number;
}

/**
 * A text area that takes at most `maxLength` characters counted in code points, as the server does,
 * and shows how many are used. Not the textarea's maxlength attribute, which counts UTF-16 units
 * and would stop a text with emoji at half its length.
 */
export function LimitedTextarea({ value, onValueChange, maxLength, ...props }: LimitedTextareaProps) {
  const used = codePointLength(value);
  return (
    <>
      <Textarea {...props} value={value} onChange={(event) => onValueChange(withinCodePoints(event.target.value, maxLength))} />
      <Span
        alignSelf="flex-end"
        fontSize="sm"
        color={used >= maxLength ? 'orange.700' : undefined}
      >{`${formatCount(used)}/${formatCount(maxLength)}`}</Span>
    </>
  );
}
