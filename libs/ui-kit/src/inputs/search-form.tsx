import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import type { FormEvent } from 'react';

export type SearchFormProps = {
  /** The input's accessible name, e.g. "Search category". */
  label: string;
  placeholder?: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter or the search button: the page applies `value` (usually to the URL). */
  onSubmit: () => void;
  /** The contract's SearchQuerySchema allows 100 characters. */
  maxLength?: number;
};

/** A list page's search box: one input and a button, submitted as a form (role search). */
export function SearchForm({
  label,
  placeholder = label,
  value,
  onChange,
  onSubmit,
  maxLength = 100,
}: SearchFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} mb="4" maxWidth="md">
      <Input
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        maxLength={maxLength}
      />
      <Button type="submit" variant="outline" aria-label="Apply search">
        <Search aria-hidden="true" />
      </Button>
    </HStack>
  );
}
