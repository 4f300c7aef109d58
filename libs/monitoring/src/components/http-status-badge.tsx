import { Badge } from '@chakra-ui/react';

/** An HTTP status coloured by its class: 2xx green, 3xx blue, 4xx orange, 5xx red. */
export function HttpStatusBadge({ status }: { status: number }) {
  const palette =
    status >= 500 ? 'red' : status >= 400 ? 'orange' : status >= 300 ? 'blue' : 'green';
  return (
    <Badge colorPalette={palette} variant="subtle" fontVariantNumeric="tabular-nums">
      {status}
    </Badge>
  );
}
