import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';

export type SearchFormProps = {
  /** The input's accessible name, e.g. 'Search category'. */
  label: string;
  placeholder?: string;
  value: string;
  onValueChange: (value: string) => void;
  /** Enter or the search button, with the trimmed text. */
  onSearch: (search: string) => void;
  maxLength?: number;
};

/** A list's free-text search: an input and a search button in a `search` landmark. */
export function SearchForm({
  label,
  placeholder = label,
  value,
  onValueChange,
  onSearch,
  maxLength = 100,
}: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(value.trim());
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} maxWidth="md" flex="1">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onValueChange(event.target.value)}
        maxLength={maxLength}
      />
      <Button type="submit" variant="outline" aria-label="Apply search">
        <Search aria-hidden="true" />
      </Button>
    </HStack>
  );
}
