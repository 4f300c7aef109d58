import { Input } from '@chakra-ui/react';
import { FormField } from './form-field';

export type DateRangeFieldsProps = {
  /** `YYYY-MM-DD` or undefined. */
  start?: string;
  end?: string;
  /** One end changed; null when it was cleared. */
  onChange: (name: 'start_date' | 'end_date', value: string | null) => void;
};

/** A list filter's Start date and End date fields; neither can pass the other. */
export function DateRangeFields({ start, end, onChange }: DateRangeFieldsProps) {
  return (
    <>
      <FormField label="Start date">
        <Input
          type="date"
          value={start ?? ''}
          max={end}
          onChange={(event) => onChange('start_date', event.target.value || null)}
        />
      </FormField>
      <FormField label="End date">
        <Input
          type="date"
          value={end ?? ''}
          min={start}
          onChange={(event) => onChange('end_date', event.target.value || null)}
        />
      </FormField>
    </>
  );
}
