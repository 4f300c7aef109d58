import { NativeSelect } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { FormField } from '@esign/ui-kit';
import { useUserOptions } from '../api/get-user-options';
import { LogSearchField } from './log-search-field';

export type UserFilterProps = {
  /** The chosen user's id (from the URL). */
  value: number | undefined;
  onChange: (userId: number | null) => void;
};

/**
 * The activity log's user filter: the users dropdown (dropdown/user, 50 at a time) narrowed by
 * a name, PrivyID or e-mail typed in "Find user" and applied with Enter.
 */
export function UserFilter({ value, onChange }: UserFilterProps) {
  const [search, setSearch] = useState('');
  const options = useUserOptions(search);
  const users = options.data ?? [];
  const chosenListed = value === undefined || users.some((user) => user.id === value);
  return (
    <>
      <LogSearchField
        label="Find user"
        placeholder="Name, PrivyID or e-mail"
        value={search}
        onSubmit={setSearch}
      />
      <FormField label="User">
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} disabled={options.isPending}>
          <NativeSelect.Field
            value={value === undefined ? '' : String(value)}
            onChange={(event) => onChange(event.target.value ? Number(event.target.value) : null)}
          >
            <option value="">All users</option>
            {/* A user chosen earlier (kept in the URL) stays selectable when the search hides them. */}
            {chosenListed ? null : <option value={String(value)}>User #{value}</option>}
            {users.map((user) => (
              <option key={user.id} value={String(user.id)}>
                {user.name} ({user.privy_id.toUpperCase()})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </>
  );
}
