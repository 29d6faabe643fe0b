import { Input, type InputProps } from '@chakra-ui/react';
import type { Ref } from 'react';

export type DateInputProps = Omit<InputProps, 'type'> & { ref?: Ref<HTMLInputElement> };

/**
 * A calendar date, its value 'YYYY-MM-DD' as the contracts read it: the browser's own date field.
 * Chosen over Chakra's DatePicker (issue 34): it costs no script (the picker brings a state
 * machine, a date library and a popover), each part of the date is typed or stepped with the arrow
 * keys and its calendar opens from the keyboard, a phone shows its own picker at any width, and a
 * label names it like any input. The browser writes the date in the reader's order (dd/mm/yyyy).
 */
export function DateInput(props: DateInputProps) {
  return <Input type="date" {...props} />;
}
