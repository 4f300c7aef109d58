import { Button, Group, Input } from '@chakra-ui/react';
import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { FormField } from '@esign/ui-kit';
import { LOG_SEARCH_MAX } from '../model/log-search-params';

export type LogSearchFieldProps = {
  label: string;
  placeholder?: string;
  /** The search in the URL (the field starts from it). */
  value: string | undefined;
  /** Enter or the button: the trimmed text ('' clears the search). */
  onSubmit: (value: string) => void;
};

/**
 * A log's search box, applied on Enter rather than on every key, so typing does not send a
 * request per letter. ui-kit's UrlSearchForm is a form of its own row; this one sits in the
 * filter grid with a visible label.
 */
export function LogSearchField({ label, placeholder, value, onSubmit }: LogSearchFieldProps) {
  const [text, setText] = useState(value ?? '');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} aria-label={label}>
      <FormField label={label}>
        <Group attached width="full">
          <Input
            placeholder={placeholder}
            value={text}
            maxLength={LOG_SEARCH_MAX}
            onChange={(event) => setText(event.target.value)}
          />
          <Button type="submit" variant="outline" aria-label={`Apply ${label.toLowerCase()}`}>
            <Search aria-hidden="true" />
          </Button>
        </Group>
      </FormField>
    </form>
  );
}
