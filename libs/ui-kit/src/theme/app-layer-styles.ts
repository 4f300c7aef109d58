import { defineLayerStyles } from '@chakra-ui/react';

// The one layer style the app's recipes name (button, input, textarea and native select when
// disabled), as Chakra defines it; the others (fill.*, outline.*, indicator.*) nothing uses.
export const appLayerStyles = defineLayerStyles({
  disabled: { value: { opacity: '0.5', cursor: 'not-allowed' } },
});
