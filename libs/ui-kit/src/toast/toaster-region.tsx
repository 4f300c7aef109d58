import { Toaster as ChakraToaster, Portal, Spinner, Stack, Toast } from '@chakra-ui/react';
import { toastSlotRecipe } from '@chakra-ui/react/theme';
import { toaster } from './toaster-store';

/**
 * The toast stack itself, loaded with the first toast (see Toaster). It brings its own recipe so that
 * neither the recipe nor the toast state machine weighs on the initial chunk.
 */
export function ToasterRegion() {
  return (
    <Portal>
      <ChakraToaster toaster={toaster} insetInline={{ mdDown: '4' }}>
        {(toast) => (
          <Toast.Root recipe={toastSlotRecipe} width="400px" maxWidth="calc(100vw - 32px)">
            {toast.type === 'loading' ? (
              <Spinner size="sm" color="fg.muted" />
            ) : (
              <Toast.Indicator />
            )}
            <Stack gap="1" flex="1" maxWidth="100%">
              {toast.title ? <Toast.Title>{toast.title}</Toast.Title> : null}
              {/* Full opacity: the recipe's 0.8 drops white-on-red text below 4.5:1. */}
              {toast.description ? (
                <Toast.Description opacity="1">{toast.description}</Toast.Description>
              ) : null}
            </Stack>
            {toast.closable ? <Toast.CloseTrigger aria-label="Dismiss notification" /> : null}
          </Toast.Root>
        )}
      </ChakraToaster>
    </Portal>
  );
}
