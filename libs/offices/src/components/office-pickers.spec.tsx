import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { apiClient } from '@esign/api-client';
import { createMockAdapter, requestPath } from '@esign/api-client/testing';
import { UiProvider } from '@esign/ui-kit';
import { OfficePickers, type OfficeSelection } from './office-pickers';

const options = {
  'office-area': [
    { id: 1, code: 'default', name: 'Head Office' },
    { id: 2, code: 'JKT', name: 'Jakarta' },
  ],
  'office-branch': [{ id: 11, code: 'JKT-01', name: 'Sudirman' }],
  'office-department': [
    { id: 0, code: 'all', name: 'All' },
    { id: 21, code: 'HR', name: 'Human Resources' },
  ],
};

function serveOffices() {
  const adapter = createMockAdapter((request) => {
    const level = Object.keys(options).find((name) => requestPath(request).endsWith(name));
    return level
      ? { status: 200, data: { data: options[level as keyof typeof options] } }
      : { status: 404, data: {} };
  });
  apiClient.defaults.adapter = adapter;
  return adapter;
}

function Pickers({ onChange }: { onChange: (next: OfficeSelection, level: string) => void }) {
  const [value, setValue] = useState<OfficeSelection>({});
  return (
    <OfficePickers
      value={value}
      onChange={(next, level) => {
        setValue(next);
        onChange(next, level);
      }}
    />
  );
}

function renderPickers(onChange = jest.fn()) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <Pickers onChange={onChange} />
      </QueryClientProvider>
    </UiProvider>,
  );
  return onChange;
}

const picker = (name: string) => screen.getByRole('combobox', { name });
const optionTexts = (name: string) =>
  within(picker(name))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('OfficePickers', () => {
  it('offers the areas, a placeholder by its name and the others as "code - name"', async () => {
    serveOffices();
    renderPickers();
    await waitFor(() =>
      expect(optionTexts('Office area')).toEqual(['All', 'Head Office', 'JKT - Jakarta']),
    );
  });

  it('keeps branch and department disabled until their parent office is chosen', async () => {
    const adapter = serveOffices();
    renderPickers();
    expect(picker('Office branch')).toBeDisabled();
    expect(picker('Office department')).toBeDisabled();
    await waitFor(() => expect(adapter.requests).toHaveLength(1));
  });

  it('asks for the branches of the chosen area, then the departments without "All"', async () => {
    const onChange = renderPickers(serveOffices() && jest.fn());
    await waitFor(() => expect(optionTexts('Office area')).toHaveLength(3));
    await userEvent.selectOptions(picker('Office area'), '2');
    expect(onChange).toHaveBeenLastCalledWith({ areaId: 2 }, 'area');
    await waitFor(() => expect(picker('Office branch')).toBeEnabled());
    await waitFor(() => expect(optionTexts('Office branch')).toEqual(['All', 'JKT-01 - Sudirman']));
    await userEvent.selectOptions(picker('Office branch'), '11');
    expect(onChange).toHaveBeenLastCalledWith({ areaId: 2, branchId: 11 }, 'branch');
    await waitFor(() =>
      expect(optionTexts('Office department')).toEqual(['All', 'HR - Human Resources']),
    );
  });

  it('clears the branch and department when the area changes', async () => {
    const onChange = renderPickers(serveOffices() && jest.fn());
    await waitFor(() => expect(optionTexts('Office area')).toHaveLength(3));
    await userEvent.selectOptions(picker('Office area'), '2');
    await waitFor(() => expect(optionTexts('Office branch')).toHaveLength(2));
    await userEvent.selectOptions(picker('Office branch'), '11');
    await userEvent.selectOptions(picker('Office area'), '1');
    expect(onChange).toHaveBeenLastCalledWith({ areaId: 1 }, 'area');
    await userEvent.selectOptions(picker('Office area'), '');
    expect(onChange).toHaveBeenLastCalledWith({}, 'area');
  });
});
