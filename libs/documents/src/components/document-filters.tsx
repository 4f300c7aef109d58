import { Button, GridItem, HStack, Input, NativeSelect, SimpleGrid } from '@chakra-ui/react';
import { nativeSelectSlotRecipe } from '@chakra-ui/react/theme';
import { Search } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import {
  documentCategoryLabel,
  type DocumentCategory,
  type DocumentListQuery,
} from '@esign/contract';
import { OfficePickers, type OfficeLevel } from '@esign/offices';
import { DateRangeFields, FormField } from '@esign/ui-kit';
import type { FilterParam } from '../model/list-search-params';

export type DocumentFiltersProps = {
  query: DocumentListQuery;
  categories: DocumentCategory[];
  /** Need to Sign has no date range (spec §5). */
  showDates: boolean;
  onChange: (name: FilterParam, value: string | null) => void;
};

const officeParam = {
  area: ['office_area_id', 'areaId'],
  branch: ['office_branch_id', 'branchId'],
  department: ['office_department_id', 'departmentId'],
} as const satisfies Record<OfficeLevel, readonly [FilterParam, string]>;

/** Search (applied on submit), date range, offices and category; every value lives in the URL. */
export function DocumentFilters({ query, categories, showDates, onChange }: DocumentFiltersProps) {
  const [search, setSearch] = useState(query.search ?? '');
  useEffect(() => setSearch(query.search ?? ''), [query.search]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onChange('search', search.trim() || null);
  };
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 4 }} gap="3" mb="4" alignItems="end">
      <GridItem colSpan={{ base: 1, md: 2 }} asChild>
        <form onSubmit={submit} role="search">
          <FormField label="Search">
            <HStack>
              <Input
                flex="1"
                placeholder="Reference number or name"
                value={search}
                onChange={(event) => setSearch(event.target.value)}
                maxLength={100}
              />
              <Button type="submit" variant="outline" aria-label="Apply search">
                <Search aria-hidden="true" />
              </Button>
            </HStack>
          </FormField>
        </form>
      </GridItem>
      {showDates ? (
        <DateRangeFields start={query.start_date} end={query.end_date} onChange={onChange} />
      ) : null}
      <OfficePickers
        value={{
          areaId: query.office_area_id,
          branchId: query.office_branch_id,
          departmentId: query.office_department_id,
        }}
        onChange={(next, level) => {
          // The URL filter clears the offices under the changed one itself (withFilter).
          const [param, key] = officeParam[level];
          const id = next[key];
          onChange(param, id === undefined ? null : String(id));
        }}
      />
      <FormField label="Category">
        <NativeSelect.Root recipe={nativeSelectSlotRecipe} minWidth="48">
          <NativeSelect.Field
            value={query.category_id ?? ''}
            onChange={(event) => onChange('category_id', event.target.value || null)}
          >
            <option value="">All categories</option>
            {categories.map((category) => (
              <option key={category.id} value={category.id}>
                {documentCategoryLabel(category)}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </FormField>
    </SimpleGrid>
  );
}
