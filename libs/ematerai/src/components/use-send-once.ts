import { useRef } from 'react';

/**
 * Lets one send through at a time. The ref is set synchronously, so a double click sends once
 * even before the re-render that disables the button.
 */
export function useSendOnce() {
  const busy = useRef(false);
  return {
    /** Marks a send as started; false when one is already under way. */
    begin: () => {
      if (busy.current) return false;
      busy.current = true;
      return true;
    },
    /** The send settled (either way): the next one may go. */
    end: () => {
      busy.current = false;
    },
  };
}
