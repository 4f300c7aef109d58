import { Button, HStack, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';

export type UrlSearchFormProps = {
  /** The box's accessible name and placeholder. */
  label: string;
};

/** A list's search box: submitting puts `search` in the URL (or removes it) and goes back to page 1. */
export function UrlSearchForm({ label }: UrlSearchFormProps) {
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState(params.get('search') ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (search.trim()) next.set('search', search.trim());
      else next.delete('search');
      next.delete('page');
      return next;
    });
  };
  return (
    <HStack as="form" role="search" onSubmit={submit} mb="4" maxWidth="md">
      <Input
        aria-label={label}
        placeholder={label}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
        maxLength={100}
      />
      <Button type="submit" variant="outline" aria-label="Apply search">
        <Search aria-hidden="true" />
      </Button>
    </HStack>
  );
}
