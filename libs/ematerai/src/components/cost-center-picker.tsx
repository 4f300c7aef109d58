import { Input, NativeSelect, Stack, Text } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { useState } from 'react';
import { MAX_PER_PAGE, type CostCenter } from '@esign/contract';
import { FormField, useDebouncedValue } from '@esign/ui-kit';
import { useCostCenters } from '../api/get-cost-centers';
import { costCenterName } from '../model/cost-center-name';
import { formatStamps } from '../model/format-stamps';

/** How long typing must pause before the search goes to the server. */
const SEARCH_DELAY_MS = 300;

export type CostCenterPickerProps = {
  label: string;
  value: CostCenter | null;
  onChange: (costCenter: CostCenter | null) => void;
  error?: string;
  /** Asks the server only while the picker is shown (an open dialog). */
  enabled?: boolean;
};

/**
 * A cost center chosen among all of them: a search box narrows the server's list (its `search`
 * filter), the select offers the matches. The spec shows no search here; a plain select held only
 * the first page of cost centers, so the rest could not be chosen.
 */
export function CostCenterPicker({
  label,
  value,
  onChange,
  error,
  enabled = true,
}: CostCenterPickerProps) {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), SEARCH_DELAY_MS);
  const found = useCostCenters(
    { page: 1, per_page: MAX_PER_PAGE, ...(term ? { search: term } : {}) },
    { enabled },
  );
  const matches = found.data?.data ?? [];
  // The chosen one stays offered while the search shows others.
  const options =
    value && !matches.some((costCenter) => costCenter.id === value.id)
      ? [value, ...matches]
      : matches;
  const total = found.data?.pagination.total ?? 0;

  return (
    <Stack gap="1.5">
      <FormField label={label} required errorText={error}>
        <NativeSelect.Root recipe={nativeSelectSlotRecipe}>
          <NativeSelect.Field
            value={value?.id ?? ''}
            onChange={(event) =>
              onChange(options.find((option) => String(option.id) === event.target.value) ?? null)
            }
          >
            <option value="">Choose a cost center</option>
            {options.map((costCenter) => (
              <option key={costCenter.id} value={costCenter.id}>
                {costCenterName(costCenter)} ({formatStamps(costCenter.balance)})
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
      <Input
        type="search"
        size="sm"
        aria-label={`Search ${label.toLowerCase()}`}
        placeholder="Search by office code or name"
        value={search}
        maxLength={100}
        onChange={(event) => setSearch(event.target.value)}
      />
      {total > matches.length ? (
        <Text fontSize="xs" color="fg.muted">
          Showing {matches.length} of {total}; type to narrow the list.
        </Text>
      ) : null}
    </Stack>
  );
}
