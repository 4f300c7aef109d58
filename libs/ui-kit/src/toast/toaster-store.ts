import { createToaster } from '@chakra-ui/react';

/**
 * The app's one toast store (spec §2: popups at the top right). Features call `notifySuccess` /
 * `notifyError`, or `toaster.create(...)` for other types; `<Toaster />` (inside `UiProvider`) renders them.
 */
export const toaster = createToaster({
  placement: 'top-end',
  pauseOnPageIdle: true,
  max: 5,
  duration: 5000,
});
