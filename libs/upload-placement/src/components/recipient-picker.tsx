import { useDebouncedValue } from '@esign/ui-kit';
import { Box, Button, Input, Spinner, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import type { RecipientOption } from '@esign/contract';
import { useRecipientOptions } from '../api/get-recipient-options';

export type RecipientPickerProps = {
  /** User ids already chosen: their options are left out. */
  chosen: ReadonlySet<number>;
  onPick: (option: RecipientOption) => void;
  disabled?: boolean;
};

/** Pause after typing before the users are searched. */
const SEARCH_DELAY_MS = 300;

/**
 * Search active users (dropdown/user) by name, PrivyID or e-mail and add one as a recipient.
 * The options open when the field is focused or typed in; each option is a button, so Tab and
 * Enter work; Escape closes them.
 */
export function RecipientPicker({ chosen, onPick, disabled = false }: RecipientPickerProps) {
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  const listId = useId();
  const settled = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const options = useRecipientOptions(settled, open && !disabled);
  const shown = (options.data ?? []).filter((option) => !chosen.has(option.id));
  return (
    <Box
      position="relative"
      onKeyDown={(event) => {
        if (event.key === 'Escape') setOpen(false);
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <Input
        value={search}
        placeholder="Search users by name, PrivyID or e-mail"
        aria-label="Add recipient"
        aria-expanded={open}
        aria-controls={listId}
        disabled={disabled}
        maxLength={100}
        onFocus={() => setOpen(true)}
        onChange={(event) => {
          setSearch(event.target.value);
          setOpen(true);
        }}
      />
      {open ? (
        <Stack
          id={listId}
          role="group"
          aria-label="Users"
          position="absolute"
          zIndex="dropdown"
          top="100%"
          insetX="0"
          mt="1"
          bg="bg.panel"
          borderWidth="1px"
          rounded="md"
          shadow="md"
          maxHeight="64"
          overflowY="auto"
          gap="0"
          p="1"
        >
          {options.isFetching && shown.length === 0 ? (
            <Box p="2" role="status">
              <Spinner size="xs" mr="2" />
              <Text as="span" fontSize="sm">
                Searching…
              </Text>
            </Box>
          ) : shown.length === 0 ? (
            <Text p="2" fontSize="sm" color="fg.muted">
              {options.isError ? 'The users could not be loaded.' : 'No users found.'}
            </Text>
          ) : (
            shown.map((option) => (
              <Button
                key={option.id}
                variant="ghost"
                justifyContent="flex-start"
                size="sm"
                height="auto"
                py="1.5"
                onClick={() => {
                  onPick(option);
                  setSearch('');
                  setOpen(false);
                }}
              >
                <Box textAlign="left">
                  <Text fontWeight="medium">{option.name}</Text>
                  <Text fontSize="xs" color="fg.muted">
                    {option.privy_id.toUpperCase()} · {option.email}
                  </Text>
                </Box>
              </Button>
            ))
          )}
        </Stack>
      ) : null}
    </Box>
  );
}
