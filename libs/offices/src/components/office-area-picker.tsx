import { useOfficeAreaOptions } from '../api/get-office-area-options';
import { OfficeSelect, type OfficePickerProps } from './office-select';

/** The active office areas. */
export function OfficeAreaPicker({ label = 'Office area', ...props }: OfficePickerProps) {
  const areas = useOfficeAreaOptions();
  return <OfficeSelect {...props} label={label} level="area" options={areas.data} />;
}
