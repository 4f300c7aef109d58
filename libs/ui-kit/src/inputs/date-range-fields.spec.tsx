import { fireEvent, screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { DateRangeFields } from './date-range-fields';

describe('DateRangeFields', () => {
  it('keeps each end from passing the other and reports a cleared end as null', () => {
    const onChange = jest.fn();
    renderWithUi(<DateRangeFields start="2026-11-01" end="2026-11-30" onChange={onChange} />);
    const start = screen.getByLabelText('Start date');
    const end = screen.getByLabelText('End date');
    expect(start).toHaveAttribute('max', '2026-11-30');
    expect(end).toHaveAttribute('min', '2026-11-01');

    fireEvent.change(end, { target: { value: '' } });
    expect(onChange).toHaveBeenCalledWith('end_date', null);
    fireEvent.change(start, { target: { value: '2026-11-05' } });
    expect(onChange).toHaveBeenCalledWith('start_date', '2026-11-05');
  });
});
