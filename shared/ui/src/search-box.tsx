import { Input, InputGroup } from '@chakra-ui/react';
import { useEffect, useState } from 'react';

import { Icon } from './icons';

export interface SearchBoxProps {
  /** The applied search (from the URL); the box follows it when it changes elsewhere. */
  value: string;
  onSearch: (text: string) => void;
  placeholder: string;
  /** Pause in typing after which the text is applied; Enter applies at once. */
  delayMs?: number;
}

/** A list's search box: applies the trimmed text after a pause, so each keystroke is not a request. */
export function SearchBox({ value, onSearch, placeholder, delayMs = 300 }: SearchBoxProps) {
  const [text, setText] = useState(value);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setText(value);
  }

  useEffect(() => {
    if (text.trim() === value) return undefined;
    const timer = setTimeout(() => onSearch(text.trim()), delayMs);
    return () => clearTimeout(timer);
  }, [text, value, delayMs, onSearch]);

  return (
    <InputGroup startElement={<Icon name="search" size={16} />} maxW={{ base: 'full', md: '320px' }}>
      <Input
        type="search"
        bg="white"
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={(event) => {
          if (event.key === 'Enter' && text.trim() !== value) onSearch(text.trim());
        }}
      />
    </InputGroup>
  );
}
